import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet } from '@/shared/api'

/** What the logged-in user may do, as the server says. */
export const sessaoQueries = {
  /**
   * CLOCK-003: may the logged-in user clock in (permiteBaterPonto). Under the employees' key, where it lived before:
   * the answer follows the user's employee record, and a save in the employee register refreshes it.
   */
  permiteBaterPonto: () =>
    queryOptions({
      queryKey: ['funcionarios', 'permite-bater-ponto'] as const,
      queryFn: ({ signal }) => apiGet('/api/funcionarios/permite-bater-ponto', z.boolean(), { signal }),
      staleTime: 5 * 60_000,
    }),
}
