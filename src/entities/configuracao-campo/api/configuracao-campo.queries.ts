import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/shared/api'
import { configuracaoCamposSchema } from './configuracao-campo.schema'

export const configuracaoCamposQueries = {
  all: () => ['configuracao-campos'] as const,
  cartaoPonto: () =>
    queryOptions({
      queryKey: [...configuracaoCamposQueries.all(), 'cartao-ponto'] as const,
      queryFn: ({ signal }) =>
        apiGet('/api/configuracao-campos/cartao-ponto', configuracaoCamposSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
}
