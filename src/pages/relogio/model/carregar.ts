import type { QueryClient } from '@tanstack/react-query'
import { relogioQueries } from '@/entities/relogio'

/** The route's loader: the server's clock, whether the user may clock in and today's punches. */
export async function carregarRelogio(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(relogioQueries.hoje())
}
