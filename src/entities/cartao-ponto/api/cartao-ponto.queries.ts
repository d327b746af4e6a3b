import { queryOptions } from '@tanstack/react-query'
import { CARTAO_DERIVADOS } from '@/shared/api'
import { getCartaoPonto, type CartaoPontoId } from './cartao-ponto.api'

/**
 * The only place the time card's query keys exist. The card carries the CARTAO_DERIVADOS tag like everything derived
 * from it; every mutation that touches a card declares `meta: { invalidates: [CARTAO_DERIVADOS] }`.
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
      // A notice about another card leaves this one alone.
      meta: { tags: [CARTAO_DERIVADOS], scope: { competenciaId, funcionarioId } },
    }),
}
