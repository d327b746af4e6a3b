import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost, springPage } from '@/shared/api'
import { importacaoAfdResumoSchema, importacaoAfdSchema } from './importacao-afd.schema'

export const importacaoAfdQueries = {
  all: () => ['importacoes-afd'] as const,
  lista: (page: number, size: number) =>
    queryOptions({
      queryKey: [...importacaoAfdQueries.all(), 'lista', { page, size }] as const,
      queryFn: ({ signal }) => apiGet('/api/afd', springPage(importacaoAfdResumoSchema), { query: { page, size, sort: 'id,desc' }, signal }),
      placeholderData: keepPreviousData,
    }),
  detalhe: (id: number) =>
    queryOptions({
      queryKey: [...importacaoAfdQueries.all(), 'detalhe', id] as const,
      queryFn: ({ signal }) => apiGet(`/api/afd/${id}`, importacaoAfdSchema, { signal }),
    }),
}

export type PortariaAfd = '671' | '1510'

/** Uploads an AFD (multipart `file`); without `portaria` the server detects it from the header. */
export function enviarAfd(file: Blob, nome: string, portaria: PortariaAfd | null) {
  const form = new FormData()
  form.append('file', file, nome)
  if (portaria) form.append('portaria', portaria)
  return apiPost('/api/afd/upload', undefined, importacaoAfdSchema, { body: form })
}

/** Imports again the punches of an imported file that were waiting. */
export const reprocessarAfd = (id: number) => apiPost(`/api/afd/${id}/reprocessar`, undefined, importacaoAfdSchema)
