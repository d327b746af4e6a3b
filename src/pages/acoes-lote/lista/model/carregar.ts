import type { QueryClient } from '@tanstack/react-query'
import { acaoLoteQueries } from '@/entities/acao-lote'

/** The route's loader: the page of batch actions the URL names, which the screen shows at once. */
export async function carregarAcoesLote(queryClient: QueryClient, page: number): Promise<void> {
  await queryClient.ensureQueryData(acaoLoteQueries.lista(page))
}
