import type { QueryClient } from '@tanstack/react-query'
import { acaoLoteQueries } from '@/entities/acao-lote'

/** The route's loader: the batch action the view shows. */
export async function carregarAcaoLoteDetalhe(queryClient: QueryClient, id: number): Promise<void> {
  await queryClient.ensureQueryData(acaoLoteQueries.detalhe(id))
}
