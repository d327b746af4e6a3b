import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet, CARTAO_DERIVADOS } from '@/shared/api'
import { cartaoDiarioSchema } from './cartao-diario.schema'

export interface CartaoDiarioFiltro {
  /** 'yyyy-MM-dd'; the server's today when absent. */
  data?: string
  departamentoId?: number
}

export const cartaoDiarioQueries = {
  all: () => ['cartao-ponto-diario'] as const,
  /** The day of every visible employee's card: derived from the cards, refreshed whenever one changes. */
  dia: (filtro: CartaoDiarioFiltro) =>
    queryOptions({
      queryKey: [...cartaoDiarioQueries.all(), filtro] as const,
      queryFn: ({ signal }) => apiGet('/api/cartao-ponto-diario', cartaoDiarioSchema, { query: { ...filtro }, signal }),
      placeholderData: keepPreviousData,
      meta: { tags: [CARTAO_DERIVADOS] },
    }),
}
