import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost, createResource, halPage, request } from '@/shared/api'
import { competenciaSchema } from './competencia.schema'

/** TC-022: every competence in one page, newest first (year, then month). */
export const COMPETENCIA_OPTIONS_QUERY = { size: 9999, sort: ['ano,desc', 'mes,desc'] } as const

/** REG-039..045: the competence register (newest end first, saved with POST /save). */
export const competenciaResource = createResource({
  key: 'competencias',
  resource: 'competencias',
  item: competenciaSchema,
  sort: ['fim,desc'],
  savePath: 'save',
})

export const competenciaQueries = {
  ...competenciaResource.queries,
  options: () =>
    queryOptions({
      queryKey: [...competenciaResource.queries.all(), 'options'] as const,
      queryFn: ({ signal }) =>
        apiGet('/api/competencias', halPage('competencias', competenciaSchema), {
          query: COMPETENCIA_OPTIONS_QUERY,
          signal,
        }).then((paged) => paged.items),
      staleTime: 5 * 60_000,
    }),
}

/** REG-042: opens the month after the last competence. */
export const proximaCompetencia = () => apiPost('/api/competencias/proxima', undefined, competenciaSchema)

/** REG-046: recalculates every time card of a competence. */
export const recalcularCompetencia = (id: number) => request('GET', `/api/competencias/${id}/recalcular`)
