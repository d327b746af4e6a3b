import { useMutation } from '@tanstack/react-query'
import { recalcularCartaoPonto, type CartaoPontoId } from '@/entities/cartao-ponto'
import { apiDelete, apiPost, CARTAO_DERIVADOS } from '@/shared/api'

export interface AcaoMovimentacao extends CartaoPontoId {
  id: number
}

/** TC-143: DELETE /api/movimentacaorh/{id} removes the justifications the movement created. */
export const removerMovimentacao = (id: number) => apiDelete(`/api/movimentacaorh/${id}`)
/** TC-145: POST /api/movimentacaorh/{id}/reprocessar creates them again. */
export const reprocessarMovimentacao = (id: number) => apiPost(`/api/movimentacaorh/${id}/reprocessar`)

/** TC-143, TC-012: removes, then recalculates the employee's competence; the card reloads after both. */
export function useRemoverMovimentacao() {
  return useMutation({
    mutationFn: async ({ id, ...cartao }: AcaoMovimentacao) => {
      await removerMovimentacao(id)
      await recalcularCartaoPonto(cartao)
    },
    meta: { invalidates: [CARTAO_DERIVADOS] },
  })
}

/** TC-145, TC-011: reprocesses; the card reloads. */
export function useReprocessarMovimentacao() {
  return useMutation({
    mutationFn: ({ id }: AcaoMovimentacao) => reprocessarMovimentacao(id),
    meta: { invalidates: [CARTAO_DERIVADOS] },
  })
}
