import { tipoSolicitacaoCorpoSchema } from '@/shared/api/contract/endpoints/tipos-solicitacao'
import type { Db, TipoSolicitacao } from '../db/index'
import { lerCorpo } from '../http/corpo'
import { MSG_NAO_NULO, type FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { tipoSolicitacaoDto } from './lib/dto'
import { fullTextHandler } from './lib/fulltext'

const POR_DESCRICAO = [{ property: 'descricao', direction: 'asc' }] as const
/** A request type: the body is the contract's; its reason and day bank exist. */
function lerTipo(body: Record<string, unknown>, _atual: TipoSolicitacao | null, db: Db): Omit<TipoSolicitacao, 'id'> | FieldError[] {
  const dados = lerCorpo(tipoSolicitacaoCorpoSchema, body)
  if (Array.isArray(dados)) return dados
  const errors: FieldError[] = []
  const motivoId = dados.motivo.id
  if (!db.motivos.some((m) => m.id === motivoId)) errors.push({ property: 'motivo', message: MSG_NAO_NULO, invalidValue: body.motivo ?? null })
  const bancoDiasId = dados.bancoDias?.id ?? null
  if (bancoDiasId !== null && !db.bancosDias.some((b) => b.id === bancoDiasId))
    errors.push({ property: 'bancoDias', message: 'banco de dias não encontrado', invalidValue: body.bancoDias })
  return errors.length > 0 ? errors : { descricao: dados.descricao, motivoId, bancoDiasId, informaHoras: dados.informaHoras, ativo: dados.ativo }
}

export const tipoSolicitacaoHandlers = [
  /** Request types, for the pickers and the register's search (a Spring page). */
  fullTextHandler({
    path: '/api/tipos-solicitacao/search/fulltext',
    rows: (s) => s.db.tiposSolicitacao,
    dto: (t) => ({ id: t.id, descricao: t.descricao, ativo: t.ativo }),
    text: (t) => [t.id, t.descricao],
    sort: [...POR_DESCRICAO],
  }),

  /** The request type register: reason and day bank that a request of the type carries (doc2 §4). */
  ...crudHandlers({
    path: '/api/tipos-solicitacao',
    entity: 'TipoSolicitacao',
    rows: (db) => db.tiposSolicitacao,
    dto: (t, db) => tipoSolicitacaoDto(db, t),
    sort: [...POR_DESCRICAO],
    read: lerTipo,
    inUse: (t, db) =>
      db.solicitacoes.some((s) => s.tipoSolicitacaoId === t.id) ||
      db.config.tipoSolicitacaoIncluirMarcacaoId === t.id ||
      db.config.tipoSolicitacaoCompensarBancoHorasId === t.id
        ? 'Tipo de solicitação em uso: inative-o em vez de excluir.'
        : null,
  }),
]
