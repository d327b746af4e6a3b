import { queryOptions } from '@tanstack/react-query'
import { apiGet, halPage } from '@/shared/api'
import { competenciaSchema } from './competencia.schema'

/** TC-022: every competence in one page, newest first (year, then month). */
export const COMPETENCIA_OPTIONS_QUERY = { size: 9999, sort: ['ano,desc', 'mes,desc'] } as const

export const competenciaQueries = {
  all: () => ['competencias'] as const,
  options: () =>
    queryOptions({
      queryKey: [...competenciaQueries.all(), 'options'] as const,
      queryFn: ({ signal }) =>
        apiGet('/api/competencias', halPage('competencias', competenciaSchema), {
          query: COMPETENCIA_OPTIONS_QUERY,
          signal,
        }).then((paged) => paged.items),
      staleTime: 5 * 60_000,
    }),
}
