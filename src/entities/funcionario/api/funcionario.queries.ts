import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet } from '@/shared/api'

export const funcionarioQueries = {
  all: () => ['funcionarios'] as const,
  /** CLOCK-003: may the logged-in user clock in (permiteBaterPonto). */
  permiteBaterPonto: () =>
    queryOptions({
      queryKey: [...funcionarioQueries.all(), 'permite-bater-ponto'] as const,
      queryFn: ({ signal }) => apiGet('/api/funcionarios/permite-bater-ponto', z.boolean(), { signal }),
      staleTime: 5 * 60_000,
    }),
}
