import { useMutation } from '@tanstack/react-query'
import { apiPost, apiPut } from '@/shared/api'
import { solicitacaoDetalheSchema, solicitacaoQueries } from '@/entities/solicitacao'
import type { corpoDaSolicitacao } from '../model/solicitacao-form.schema'

export type CorpoSolicitacao = ReturnType<typeof corpoDaSolicitacao>

/** REQ-010 (save): POST /api/solicitacao for a new request, PUT /api/solicitacao/{id} for a pending one. */
export const salvarSolicitacao = ({ id, corpo }: { id: number | null; corpo: CorpoSolicitacao }) =>
  id === null
    ? apiPost('/api/solicitacao', corpo, solicitacaoDetalheSchema)
    : apiPut(`/api/solicitacao/${id}`, corpo, solicitacaoDetalheSchema)

export function useSalvarSolicitacao() {
  return useMutation({ mutationFn: salvarSolicitacao, meta: { invalidates: [solicitacaoQueries.all()] } })
}

