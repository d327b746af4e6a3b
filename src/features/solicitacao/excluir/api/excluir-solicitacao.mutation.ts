import { useMutation } from '@tanstack/react-query'
import { apiDelete } from '@/shared/api'
import { solicitacaoQueries } from '@/entities/solicitacao'

/** REQ-010 (delete): DELETE /api/solicitacao/{id}, while pending. */
export const excluirSolicitacao = (id: number) => apiDelete(`/api/solicitacao/${id}`)

export function useExcluirSolicitacao() {
  return useMutation({ mutationFn: excluirSolicitacao, meta: { invalidates: [solicitacaoQueries.all()] } })
}
