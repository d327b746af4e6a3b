import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet, springPage } from '@/shared/api'
import type { SolicitacaoFiltro } from '../model/filtro'
import { solicitacaoDetalheSchema, solicitacaoResumoSchema, solicitacaoSchema } from './solicitacao.schema'

const paraDeferimentoSchema = springPage(solicitacaoResumoSchema)
const listaSchema = springPage(solicitacaoSchema)

export interface SolicitacaoListaParams extends SolicitacaoFiltro {
  page: number
  size: number
}

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
  /** REQ-004: GET /api/solicitacao with page, size, search, escopo, status, inicio and fim. */
  lista: (params: SolicitacaoListaParams) =>
    queryOptions({
      queryKey: [...solicitacaoQueries.all(), 'lista', params] as const,
      queryFn: ({ signal }) =>
        apiGet('/api/solicitacao', listaSchema, {
          query: {
            page: params.page,
            size: params.size,
            search: params.search.trim(),
            escopo: params.escopo,
            status: params.status || undefined,
            inicio: params.inicio || undefined,
            fim: params.fim || undefined,
          },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** REQ-010 (load): one request. */
  detalhe: (id: number | string) =>
    queryOptions({
      queryKey: [...solicitacaoQueries.all(), 'detalhe', String(id)] as const,
      queryFn: ({ signal }) => apiGet(`/api/solicitacao/${id}`, solicitacaoDetalheSchema, { signal }),
    }),
}
