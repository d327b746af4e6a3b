import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/shared/api'
import { countSchema, divisaoHorasSchema } from './home.schema'

export type HomeCount = 'funcionarios' | 'departamentos' | 'cargos' | 'localtrabalho'

export const homeQueries = {
  all: () => ['home'] as const,
  /** HOME-003..006 */
  count: (kind: HomeCount) =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'count', kind] as const,
      queryFn: ({ signal }) => apiGet(`/api/home/${kind}`, countSchema, { signal }),
    }),
  /** HOME-007 */
  divisaoHoras: () =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'divisaoHoras'] as const,
      queryFn: ({ signal }) => apiGet('/api/home/divisaoHoras', divisaoHorasSchema, { signal }),
    }),
}
