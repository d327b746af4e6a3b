import { useMutation } from '@tanstack/react-query'
import { recalcularCartaoPonto, type CartaoPontoId } from '@/entities/cartao-ponto'
import { apiDelete, CARTAO_DERIVADOS } from '@/shared/api'

export interface RemoverJustificativa extends CartaoPontoId {
  id: number
}

/** TC-140: DELETE /api/justificativas/{id}. */
export const removerJustificativa = (id: number) => apiDelete(`/api/justificativas/${id}`)

/** TC-140, TC-012: removes, then recalculates the employee's competence; the card reloads after both. */
export function useRemoverJustificativa() {
  return useMutation({
    mutationFn: async ({ id, ...cartao }: RemoverJustificativa) => {
      await removerJustificativa(id)
      await recalcularCartaoPonto(cartao)
    },
    meta: { invalidates: [CARTAO_DERIVADOS] },
  })
}
