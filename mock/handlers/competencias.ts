import { http, HttpResponse } from 'msw'
import type { Competencia } from '../db/index'
import { hal, notFound, pageRequest, sortBy } from '../http/spring'
import { session } from './lib/session'

export function competenciaDto(c: Competencia) {
  return {
    id: c.id, ano: c.ano, mes: c.mes, inicio: c.inicio, fim: c.fim, descricao: c.descricao,
    descricaoCurta: c.descricaoCurta, fechada: c.fechada, situacao: c.situacao,
  }
}

export const competenciaHandlers = [
  /** TC-022 / REG-045: HAL list (rel `competencias`) honouring size (9999 too) and repeated sort; unsorted = by id. */
  http.get('/api/competencias', async ({ request }) => {
    const { db } = await session(request)
    const pr = pageRequest(new URL(request.url), { sort: [{ property: 'id', direction: 'asc' }] })
    return hal('competencias', sortBy(db.competencias.map(competenciaDto), pr.sort), pr)
  }),

  /** REG-041 */
  http.get('/api/competencias/:id', async ({ request, params }) => {
    if (!/^\d+$/.test(String(params.id))) return undefined
    const { db } = await session(request)
    const competencia = db.competencias.find((c) => String(c.id) === params.id)
    return competencia ? HttpResponse.json(competenciaDto(competencia)) : notFound()
  }),
]
