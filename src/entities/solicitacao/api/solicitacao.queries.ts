import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet, SEM_VALOR, springPage } from '@/shared/api'
import type { SolicitacaoFiltro } from '../model/filtro'
import { proximaNaOrdem, type PosicaoNaLista } from '../model/proxima-pendente'
import { solicitacaoDetalheSchema, solicitacaoResumoSchema, solicitacaoSchema } from './solicitacao.schema'

const paraDeferimentoSchema = springPage(solicitacaoResumoSchema)
const listaSchema = springPage(solicitacaoSchema)

export interface SolicitacaoListaParams extends SolicitacaoFiltro {
  page: number
  size: number
}

/** The list filters the approver came from; the next pending one is looked for among the pending requests they match. */
export type FiltroDaAprovacao = Pick<SolicitacaoFiltro, 'search' | 'inicio' | 'fim'>

const PAGINA_DA_PROXIMA = 20

/**
 * The pending request after `atual` in the list's order (start descending, then number) among those the user may decide
 * (escopo PARA_DEFERIMENTO) with the list's filters, going round to the first when none comes after; null when none is
 * left. The list is asked up to the current request's start first, page by page, then from the top.
 */
async function buscarProximaPendente(atual: PosicaoNaLista, filtro: FiltroDaAprovacao, signal: AbortSignal) {
  const pagina = (page: number, fim: string) =>
    apiGet('/api/solicitacao', listaSchema, {
      query: {
        page,
        size: PAGINA_DA_PROXIMA,
        search: filtro.search.trim(),
        escopo: 'PARA_DEFERIMENTO',
        inicio: filtro.inicio || undefined,
        fim: fim || undefined,
      },
      signal,
    })
  const fimAteAtual = filtro.fim && filtro.fim < atual.inicio ? filtro.fim : atual.inicio
  for (let page = 0; ; page += 1) {
    const lida = await pagina(page, fimAteAtual)
    const proxima = proximaNaOrdem(lida.items, atual)
    if (proxima) return proxima
    if (page + 1 >= lida.page.totalPages) break
  }
  return proximaNaOrdem((await pagina(0, filtro.fim)).items, atual, { volta: true }) ?? null
}

export const solicitacaoQueries = {
  all: () => ['solicitacoes'] as const,
  /** HOME-011: requests waiting for the user's decision (escopo PARA_DEFERIMENTO). */
  paraDeferimento: (params: { competencia?: number } = {}) =>
    queryOptions({
      queryKey: [...solicitacaoQueries.all(), 'para-deferimento', params] as const,
      queryFn: ({ signal }) =>
        apiGet('/api/solicitacao', paraDeferimentoSchema, {
          query: { search: SEM_VALOR, escopo: 'PARA_DEFERIMENTO', competencia: params.competencia },
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
  /** The approval screen's 'Próxima pendente' (docs/decisions.md 'Aprovação com o dia em vista'). */
  proximaPendente: ({ id, inicio }: PosicaoNaLista, filtro: FiltroDaAprovacao) =>
    queryOptions({
      queryKey: [...solicitacaoQueries.all(), 'proxima-pendente', { id, inicio }, filtro] as const,
      queryFn: ({ signal }) => buscarProximaPendente({ id, inicio }, filtro, signal),
    }),
  /** REQ-010 (load): one request. */
  detalhe: (id: number | string) =>
    queryOptions({
      queryKey: [...solicitacaoQueries.all(), 'detalhe', String(id)] as const,
      queryFn: ({ signal }) => apiGet(`/api/solicitacao/${id}`, solicitacaoDetalheSchema, { signal }),
    }),
}
