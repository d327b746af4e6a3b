import type { QueryClient } from '@tanstack/react-query'
import { indicadorQueries } from '@/entities/indicador'

/**
 * The route's loader starts reading every series without waiting for them: the server takes a while to compute six
 * competences, and meanwhile the shell shows with the screen's own spinner (the page suspends on the same query).
 */
export function carregarDashboard(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(indicadorQueries.todos())
  return Promise.resolve()
}
