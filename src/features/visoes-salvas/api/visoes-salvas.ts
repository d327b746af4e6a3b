import { queryOptions, useMutation } from '@tanstack/react-query'
import { apiDelete, apiGet, apiPost } from '@/shared/api'
import {
  visaoSalvaSchema,
  visoesSalvasSchema,
  type TelaVisoes,
  type VisaoSalvaCorpo,
} from './visao-salva.schema'

export type { VisaoSalva } from './visao-salva.schema'

export const visoesSalvasQueries = {
  all: () => ['visoes-salvas'] as const,
  /** The caller's views of one screen. */
  daTela: (tela: TelaVisoes) =>
    queryOptions({
      queryKey: [...visoesSalvasQueries.all(), tela] as const,
      queryFn: ({ signal }) => apiGet('/api/visoes-salvas', visoesSalvasSchema, { query: { tela }, signal }),
    }),
}

export function salvarVisao(corpo: VisaoSalvaCorpo) {
  return apiPost('/api/visoes-salvas', corpo, visaoSalvaSchema)
}

export function excluirVisao(id: number) {
  return apiDelete(`/api/visoes-salvas/${encodeURIComponent(id)}`)
}

export function useSalvarVisao() {
  return useMutation({ mutationFn: salvarVisao, meta: { invalidates: [visoesSalvasQueries.all()] } })
}

export function useExcluirVisao() {
  return useMutation({ mutationFn: excluirVisao, meta: { invalidates: [visoesSalvasQueries.all()] } })
}
