import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/shared/api'
import { empresaResource } from './empresa-registro'
import { empresaSchema } from './empresa.schema'

export const empresaQueries = {
  ...empresaResource.queries,
  /** The company of the logged-in user, loaded at startup (API-002, SHELL-007). */
  first: () =>
    queryOptions({
      queryKey: [...empresaResource.queries.all(), 'first'] as const,
      queryFn: ({ signal }) => apiGet('/api/empresas/search/first', empresaSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
}
