import type { QueryClient } from '@tanstack/react-query'
import { relogioQueries } from '@/entities/relogio'

/** The route's loader: the server's today, the form's first date. */
export async function carregarRelogioSimulador(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(relogioQueries.hoje())
}
