import type { QueryClient } from '@tanstack/react-query'
import { fechamentoQueries, type DetalhesParams } from '@/entities/fiscal/fechamento'
import type { SortState } from '@/shared/ui'

/** Closing periods per page of the list. */
export const FECHAMENTOS_POR_PAGINA = 12
export const DETALHES_PAGE_SIZE = 20

/** The details table's order before the user sorts: by name. */
export const ORDEM_INICIAL: SortState = { property: 'nome', direction: 'asc' }

/** The details call of a page, order and (debounced) search. */
export function detalhesParams(page: number, sort: SortState, search: string): DetalhesParams {
  return { page, size: DETALHES_PAGE_SIZE, sort: sort ? `${sort.property},${sort.direction}` : null, search }
}

/** The details table's first read: the first page by name, no search. */
const DETALHES_INICIAIS = detalhesParams(0, ORDEM_INICIAL, '')

/** /fechamento: the list's first page (later pages are the screen's). */
export async function carregarFechamentos(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(fechamentoQueries.lista(0, FECHAMENTOS_POR_PAGINA))
}

/** /fechamento/{id}: the closing; its details table, below the summary, is read alongside (not awaited). */
export async function carregarFechamento(queryClient: QueryClient, idFechamento: number): Promise<void> {
  void queryClient.prefetchQuery(fechamentoQueries.detalhes(idFechamento, DETALHES_INICIAIS))
  await queryClient.ensureQueryData(fechamentoQueries.detalhe(idFechamento))
}

/** /fechamento/{id}/fechar: the competence's preview; its details table is read alongside (not awaited). */
export async function carregarPreviaFechamento(queryClient: QueryClient, idCompetencia: number): Promise<void> {
  void queryClient.prefetchQuery(fechamentoQueries.previewDetalhes(idCompetencia, DETALHES_INICIAIS))
  await queryClient.ensureQueryData(fechamentoQueries.preview(idCompetencia))
}

/** /fechamento/{id}/export: the closing the export names. */
export async function carregarExportacaoFechamento(queryClient: QueryClient, idFechamento: number): Promise<void> {
  await queryClient.ensureQueryData(fechamentoQueries.detalhe(idFechamento))
}
