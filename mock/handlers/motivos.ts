import { http } from 'msw'
import type { Motivo } from '../db/index'
import { nextId } from '../db/queries'
import { created, sortBy, validationError } from '../http/spring'
import { fullTextHandler, halList } from './lib/fulltext'
import { jsonBody, session, sessionAnyOf } from './lib/session'

/** Who may create a reason: HR inline from the time card (TC-192/193), administrators, the reason register's role. */
export const CRIAR_MOTIVO = ['rh', 'administrador', 'front_motivo'] as const
export const DESCRICAO_MAX = 100

function motivoDto(m: Motivo) {
  return { id: m.id, descricao: m.descricao, ativo: m.ativo }
}

const POR_DESCRICAO = [{ property: 'descricao', direction: 'asc' }] as const

function lerMotivo(body: unknown): Omit<Motivo, 'id'> | Response {
  const dados = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const descricao = typeof dados.descricao === 'string' ? dados.descricao.trim() : ''
  if (descricao === '') return validationError('Motivo', [{ property: 'descricao', message: 'não deve estar em branco', invalidValue: dados.descricao }])
  if (descricao.length > DESCRICAO_MAX) {
    return validationError('Motivo', [{ property: 'descricao', message: `tamanho deve ser entre 1 e ${DESCRICAO_MAX}`, invalidValue: descricao }])
  }
  return { descricao, ativo: dados.ativo !== false }
}

export const motivoHandlers = [
  /** TC-192: creates a reason (active unless said otherwise); 201 with the entity. */
  http.post('/api/motivos', async ({ request }) => {
    const { db } = await sessionAnyOf(request, CRIAR_MOTIVO)
    const dados = lerMotivo(await jsonBody(request))
    if (dados instanceof Response) return dados
    const motivo: Motivo = { id: nextId(db.motivos), ...dados }
    db.motivos.push(motivo)
    return created(motivoDto(motivo))
  }),

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
