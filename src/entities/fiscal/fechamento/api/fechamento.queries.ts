import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiDelete, apiDownload, apiGet, apiPost, CARTAO_DERIVADOS, springPage } from '@/shared/api'
import {
  fechamentoDetalheSchema, fechamentoSchema, linhaFechamentoSchema, periodoFechamentoSchema, previewFechamentoSchema,
} from './fechamento.schema'

/** BATCH-021 / BATCH-023 (doc2 §9): the closing details are asked for once the search has rested 500 ms. */
export const FECHAMENTO_DEBOUNCE_MS = 500

/** Page, size, sort ('nome,asc') and search of a closing's details. */
export interface DetalhesParams {
  page: number
  size: number
  sort: string | null
  search: string
}

export const fechamentoQueries = {
  all: () => ['fechamentos'] as const,
  /** The closing periods: every competence, newest first, with its closing. */
  lista: (page: number, size: number) =>
    queryOptions({
      queryKey: [...fechamentoQueries.all(), 'lista', { page, size }] as const,
      queryFn: ({ signal }) => apiGet('/api/fechamentos', springPage(periodoFechamentoSchema), { query: { page, size }, signal }),
      placeholderData: keepPreviousData,
    }),
  /** BATCH-019: the preview's summary of a competence (its cards as they are now: derived from them). */
  preview: (idCompetencia: number) =>
    queryOptions({
      queryKey: [...fechamentoQueries.all(), 'preview', idCompetencia] as const,
      queryFn: ({ signal }) => apiGet(`/api/fechamentos/preview/${idCompetencia}`, previewFechamentoSchema, { signal }),
      meta: { tags: [CARTAO_DERIVADOS] },
    }),
  /** BATCH-020: GET /api/fechamentos/preview/{idCompetencia}/detalhes?page&size&sort&search. */
  previewDetalhes: (idCompetencia: number, params: DetalhesParams) =>
    queryOptions({
      queryKey: [...fechamentoQueries.all(), 'preview', idCompetencia, 'detalhes', params] as const,
      queryFn: ({ signal }) =>
        apiGet(`/api/fechamentos/preview/${idCompetencia}/detalhes`, springPage(linhaFechamentoSchema), {
          query: { page: params.page, size: params.size, sort: params.sort, search: params.search.trim() },
          signal,
        }),
      placeholderData: keepPreviousData,
      meta: { tags: [CARTAO_DERIVADOS] },
    }),
  /** A closing with its summary. */
  detalhe: (idFechamento: number) =>
    queryOptions({
      queryKey: [...fechamentoQueries.all(), 'detalhe', idFechamento] as const,
      queryFn: ({ signal }) => apiGet(`/api/fechamentos/${idFechamento}`, fechamentoDetalheSchema, { signal }),
    }),
  /** BATCH-022: POST /api/fechamentos/{id}/detalhes?page&size&sort with {funcionario: search} in the body. */
  detalhes: (idFechamento: number, params: DetalhesParams) =>
    queryOptions({
      queryKey: [...fechamentoQueries.all(), 'detalhe', idFechamento, 'detalhes', params] as const,
      queryFn: ({ signal }) =>
        apiPost(`/api/fechamentos/${idFechamento}/detalhes`, { funcionario: params.search.trim() }, springPage(linhaFechamentoSchema), {
          query: { page: params.page, size: params.size, sort: params.sort },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
}

/** BATCH-018: closes a competence; refused while cards are inconsistent unless `ignorarInconsistencias`. */
export const fecharCompetencia = (body: { competenciaId: number; ignorarInconsistencias: boolean }) =>
  apiPost('/api/fechamentos', body, fechamentoSchema)

/** Reopens a closed competence (the latest one). */
export const reabrirFechamento = (idFechamento: number) => apiDelete(`/api/fechamentos/${idFechamento}`)

export type FormatoExportacao = 'txt' | 'csv' | 'xlsx'

/** The closing's export to the payroll (a file); with `leiaute` (a payroll layout's id) the file follows that layout. */
export const exportarFechamento = (idFechamento: number, formato: FormatoExportacao, leiaute?: number) =>
  apiDownload('GET', `/api/fechamentos/${idFechamento}/export`, { query: { formato, ...(leiaute !== undefined && { leiaute: String(leiaute) }) } })
