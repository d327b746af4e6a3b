import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet } from '@/shared/api'

/** What the logged-in user may do, as the server says. */
export const sessaoQueries = {
  all: () => ['sessao'] as const,
  /** CLOCK-003: may the logged-in user clock in (permiteBaterPonto). */
  permiteBaterPonto: () =>
    queryOptions({
      queryKey: [...sessaoQueries.all(), 'permite-bater-ponto'] as const,
      queryFn: ({ signal }) => apiGet('/api/funcionarios/permite-bater-ponto', z.boolean(), { signal }),
      staleTime: 5 * 60_000,
    }),
}
