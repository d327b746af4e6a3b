import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost } from '@/shared/api'
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

/** Saves the time card's field configuration of the user's company (POST /api/configuracao-campos/cartao-ponto). */
export const salvarConfiguracaoCampos = (campos: Record<string, { enabled: boolean }>) =>
  apiPost('/api/configuracao-campos/cartao-ponto', campos, configuracaoCamposSchema)
