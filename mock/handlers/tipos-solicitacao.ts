import type { Db, TipoSolicitacao } from '../db/index'
import type { FieldError } from '../http/spring'
import { crudHandlers, requiredText } from './lib/crud'
import { tipoSolicitacaoDto } from './lib/dto'
import { fullTextHandler } from './lib/fulltext'

const POR_DESCRICAO = [{ property: 'descricao', direction: 'asc' }] as const
const refId = (value: unknown) => (value !== null && typeof value === 'object' ? Number((value as Record<string, unknown>).id) : Number.NaN)

function lerTipo(body: Record<string, unknown>, _atual: TipoSolicitacao | null, db: Db): Omit<TipoSolicitacao, 'id'> | FieldError[] {
  const errors: FieldError[] = []
  const descricao = requiredText(body, 'descricao', 100, errors)
  const motivoId = refId(body.motivo)
  if (!db.motivos.some((m) => m.id === motivoId))
    errors.push({ property: 'motivo', message: 'não deve ser nulo', invalidValue: body.motivo ?? null })
  const bancoDiasId = body.bancoDias === null || body.bancoDias === undefined ? null : refId(body.bancoDias)
  if (bancoDiasId !== null && !db.bancosDias.some((b) => b.id === bancoDiasId)) {
    errors.push({ property: 'bancoDias', message: 'banco de dias não encontrado', invalidValue: body.bancoDias })
  }
  return errors.length > 0
    ? errors
    : { descricao, motivoId, bancoDiasId, informaHoras: body.informaHoras === true, ativo: body.ativo !== false }
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
