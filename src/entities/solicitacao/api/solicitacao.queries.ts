import { queryOptions } from '@tanstack/react-query'
import { apiGet, springPage } from '@/shared/api'
import { solicitacaoResumoSchema } from './solicitacao.schema'

const paraDeferimentoSchema = springPage(solicitacaoResumoSchema)

export const solicitacaoQueries = {
  all: () => ['solicitacoes'] as const,
  /** HOME-011: requests waiting for the user's decision (escopo PARA_DEFERIMENTO). */
  paraDeferimento: (params: { competencia?: number } = {}) =>
    queryOptions({
      queryKey: [...solicitacaoQueries.all(), 'para-deferimento', params] as const,
      queryFn: ({ signal }) =>
        apiGet('/api/solicitacao?search=&escopo=PARA_DEFERIMENTO', paraDeferimentoSchema, {
          query: { competencia: params.competencia },
          signal,
        }),
    }),
}
