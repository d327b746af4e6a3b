import type { QueryClient } from '@tanstack/react-query'
import { relogioQueries } from '@/entities/relogio'

/** The route's loader: the user's clock-in receipts. */
export async function carregarComprovantes(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(relogioQueries.comprovantes())
}
