import { http } from '../http/contrato'
import { motivoCorpoSchema } from '@/shared/api/contract/endpoints/motivos'
import type { Db, Motivo } from '../db/index'
import { lerCorpo } from '../http/corpo'
import { MOTIVO } from '../db/seed/cadastros'
import { sortBy, type FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { fullTextHandler, halList } from './lib/fulltext'
import { session } from './lib/session'

const SEMEADOS: ReadonlySet<number> = new Set(Object.values(MOTIVO))

function motivoDto(m: Motivo) {
  return { id: m.id, descricao: m.descricao, ativo: m.ativo }
}

const POR_DESCRICAO = [{ property: 'descricao', direction: 'asc' }] as const

export const MSG_MOTIVO_EM_USO = 'Motivo em uso por justificativas, marcações ou solicitações: inative-o em vez de excluir.'

/**
 * A reason other rows refer to. The seeded reasons count as used: the history generated on demand (and the
 * conversions' fixed reason ids, TC-162) refers to them.
 */
function motivoEmUso(db: Db, id: number): boolean {
  const usa = (row: { motivoId: number | null }) => row.motivoId === id
  return (
    SEMEADOS.has(id) ||
    db.tratamentos.some(usa) ||
    db.marcacoes.some(usa) ||
    db.solicitacoes.some(usa) ||
    db.tiposSolicitacao.some(usa) ||
    db.movimentacoesRH.some(usa)
  )
}

function lerMotivo(body: Record<string, unknown>): Omit<Motivo, 'id'> | FieldError[] {
  return lerCorpo(motivoCorpoSchema, body)
}

export const motivoHandlers = [
  /** REG-052 / TC-191: every active reason, a List query method (HAL without page). */
  http.get('/api/motivos/search/ativos', async ({ request }) => {
    const { db } = await session(request)
    return halList('motivos', sortBy(db.motivos.filter((m) => m.ativo).map(motivoDto), POR_DESCRICAO), request)
  }),

  /** The reason register's search: every reason matching `text` (id or description), paged HAL. */
  fullTextHandler({
    path: '/api/motivos/search/fulltext',
    rel: 'motivos',
    rows: (s) => s.db.motivos,
    dto: motivoDto,
    text: (m) => [m.id, m.descricao],
    sort: [...POR_DESCRICAO],
  }),

  /** REG-053 / TC-191: active reasons matching `text`, paged HAL. */
  fullTextHandler({
    path: '/api/motivos/search/fulltext-ativos',
    rel: 'motivos',
    rows: (s) => s.db.motivos.filter((m) => m.ativo),
    dto: motivoDto,
    text: (m) => [m.descricao],
    sort: [...POR_DESCRICAO],
  }),

  /** REG-048..051, TC-192: the reason register (POST also from HR inline); a reason in use is not deleted (409). */
  ...crudHandlers({
    path: '/api/motivos',
    rel: 'motivos',
    entity: 'Motivo',
    rows: (db) => db.motivos,
    dto: motivoDto,
    sort: [...POR_DESCRICAO],
    read: lerMotivo,
    inUse: (motivo, db) => (motivoEmUso(db, motivo.id) ? MSG_MOTIVO_EM_USO : null),
  }),
]
