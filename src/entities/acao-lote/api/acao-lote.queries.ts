import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost, springPage } from '@/shared/api'
import { filtroLoteBody, type FiltroLote } from '../model/selecao'
import { acaoLoteDetalheSchema, acaoLoteResumoSchema, funcionarioLoteSchema } from './acao-lote.schema'

/** Employees per page of the batch list. */
export const FUNCIONARIOS_POR_PAGINA = 50
export const ACOES_POR_PAGINA = 20

export interface FuncionariosLoteParams {
  filtro: FiltroLote
  page: number
  size?: number
}

/** BATCH-001: POST /api/acoes-lote/funcionarios?page&size&sort=nome with the filter in the body. */
export function listarFuncionariosLote({ filtro, page, size = FUNCIONARIOS_POR_PAGINA }: FuncionariosLoteParams, signal?: AbortSignal) {
  return apiPost('/api/acoes-lote/funcionarios', filtroLoteBody(filtro), springPage(funcionarioLoteSchema), {
    query: { page, size, sort: 'nome' },
    ...(signal ? { signal } : {}),
  })
}

export const acaoLoteQueries = {
  all: () => ['acoes-lote'] as const,
  funcionarios: (params: FuncionariosLoteParams) =>
    queryOptions({
      queryKey: [...acaoLoteQueries.all(), 'funcionarios', params] as const,
      queryFn: ({ signal }) => listarFuncionariosLote(params, signal),
      placeholderData: keepPreviousData,
    }),
  lista: (page: number) =>
    queryOptions({
      queryKey: [...acaoLoteQueries.all(), 'lista', page] as const,
      queryFn: ({ signal }) =>
        apiGet('/api/acoes-lote', springPage(acaoLoteResumoSchema), { query: { page, size: ACOES_POR_PAGINA, sort: 'dataHora,desc' }, signal }),
    }),
  detalhe: (id: number) =>
    queryOptions({
      queryKey: [...acaoLoteQueries.all(), 'detalhe', id] as const,
      queryFn: ({ signal }) => apiGet(`/api/acoes-lote/${id}`, acaoLoteDetalheSchema, { signal }),
    }),
}
