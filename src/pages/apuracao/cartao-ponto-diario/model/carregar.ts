import type { QueryClient } from '@tanstack/react-query'
import { cartaoDiarioQueries } from '@/entities/apuracao/cartao-diario'

/** The route's loader: the day as the screen opens (the server's date, every department). */
export async function carregarCartaoPontoDiario(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(cartaoDiarioQueries.dia({}))
}
