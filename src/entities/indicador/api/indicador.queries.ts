import { queryOptions } from '@tanstack/react-query'
import { apiGet, CARTAO_DERIVADOS } from '@/shared/api'
import { indicadoresSchema } from './indicador.schema'

export const indicadorQueries = {
  all: () => ['indicadores'] as const,
  /** DASH-001..008: every series of the last six competences. */
  todos: () =>
    queryOptions({
      queryKey: [...indicadorQueries.all(), 'todos'] as const,
      queryFn: ({ signal }) => apiGet('/api/dashboard/indicadores', indicadoresSchema, { signal }),
      // Computed from the cards.
      meta: { tags: [CARTAO_DERIVADOS] },
    }),
}
