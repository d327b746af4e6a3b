import type { QueryClient } from '@tanstack/react-query'
import { configQueries } from '@/entities/configuracao'

/** The route's loader: the general settings; the limits, below them with their own failure, are read alongside. */
export async function carregarConfiguracao(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(configQueries.limites())
  await queryClient.ensureQueryData(configQueries.load())
}
