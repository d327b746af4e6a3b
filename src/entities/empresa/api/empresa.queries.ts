import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/shared/api'
import { empresaSchema } from './empresa.schema'

export const empresaQueries = {
  all: () => ['empresas'] as const,
  /** The company of the logged-in user, loaded at startup (API-002, SHELL-007). */
  first: () =>
    queryOptions({
      queryKey: [...empresaQueries.all(), 'first'] as const,
      queryFn: ({ signal }) => apiGet('/api/empresas/search/first', empresaSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
}
