import type { QueryClient } from '@tanstack/react-query'
import { indicadorQueries } from '@/entities/indicador'

/** The route's loader: every series of the dashboard, computed by the server. */
export async function carregarDashboard(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(indicadorQueries.todos())
}
