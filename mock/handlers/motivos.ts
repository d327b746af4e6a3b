import { http } from 'msw'
import type { Motivo } from '../db/index'
import { sortBy } from '../http/spring'
import { fullTextHandler, halList } from './lib/fulltext'
import { session } from './lib/session'

function motivoDto(m: Motivo) {
  return { id: m.id, descricao: m.descricao, ativo: m.ativo }
}

const POR_DESCRICAO = [{ property: 'descricao', direction: 'asc' }] as const

export const motivoHandlers = [
  /** REG-052 / TC-191: every active reason, a List query method (HAL without page). */
  http.get('/api/motivos/search/ativos', async ({ request }) => {
    const { db } = await session(request)
    return halList('motivos', sortBy(db.motivos.filter((m) => m.ativo).map(motivoDto), POR_DESCRICAO), request)
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
]
