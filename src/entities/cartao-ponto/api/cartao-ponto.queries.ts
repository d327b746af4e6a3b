import { queryOptions } from '@tanstack/react-query'
import { getCartaoPonto, type CartaoPontoId } from './cartao-ponto.api'

/**
 * The only place the time card's query keys exist. Every mutation that touches a card declares
 * `meta: { invalidates: [cartaoPontoQueries.all()] }`.
 */
export const cartaoPontoQueries = {
  all: () => ['cartaoponto'] as const,
  // Only the two ids: a caller passing a wider object still hits the same entry.
  detail: ({ competenciaId, funcionarioId }: CartaoPontoId) =>
    queryOptions({
      queryKey: [...cartaoPontoQueries.all(), { competenciaId, funcionarioId }] as const,
      queryFn: ({ signal }) => getCartaoPonto({ competenciaId, funcionarioId }, signal),
      // Cards change through mutations, which invalidate them; a prefetched neighbour stays usable.
      staleTime: 2 * 60_000,
    }),
}
