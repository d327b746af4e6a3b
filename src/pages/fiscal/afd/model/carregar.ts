import type { QueryClient } from '@tanstack/react-query'
import { importacaoAfdQueries } from '@/entities/fiscal/importacao-afd'

/** AFD imports per page of the list. */
export const IMPORTACOES_POR_PAGINA = 20

/** /afd: the list's first page (later pages are the screen's). */
export async function carregarAfd(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(importacaoAfdQueries.lista(0, IMPORTACOES_POR_PAGINA))
}
