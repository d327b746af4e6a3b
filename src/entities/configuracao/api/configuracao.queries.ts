import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/shared/api'
import { getLimites } from './configuracao-geral'
import { configSchema } from './configuracao.schema'

export const configQueries = {
  all: () => ['config'] as const,
  load: () =>
    queryOptions({
      queryKey: [...configQueries.all(), 'load'] as const,
      queryFn: ({ signal }) => apiGet('/api/config/search/load', configSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
  limites: () =>
    queryOptions({
      queryKey: [...configQueries.all(), 'limites'] as const,
      queryFn: ({ signal }) => getLimites(signal),
    }),
}
