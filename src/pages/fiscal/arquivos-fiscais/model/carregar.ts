import type { QueryClient } from '@tanstack/react-query'
import { empresaQueries } from '@/entities/empresa'

/**
 * The route's loader: the form needs no data to show; the companies of its picker (read by the form as
 * `empresaQueries.list({ page: 0, size: 100 })`) are read alongside, not awaited.
 */
export function carregarArquivosFiscais(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(empresaQueries.list({ page: 0, size: 100 }))
  return Promise.resolve()
}
