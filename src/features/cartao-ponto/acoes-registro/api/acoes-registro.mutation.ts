import { useMutation } from '@tanstack/react-query'
import { apiDelete, apiPost, CARTAO_DERIVADOS } from '@/shared/api'
import { recalcularCartaoPonto, type CartaoPontoId } from '@/entities/cartao-ponto'

const invalidaCartao = { invalidates: [CARTAO_DERIVADOS] }

/** TC-125: POST /api/registros/{id}/especial switches the day's special schedule. */
export const alternarHorarioEspecial = (registroId: number) => apiPost(`/api/registros/${registroId}/especial`)

/** TC-126: POST /api/registros/{id}/restaurar brings back the clock's punches. */
export const restaurarMarcacoes = (registroId: number) => apiPost(`/api/registros/${registroId}/restaurar`)

export interface RemoverDiaPedido extends CartaoPontoId {
  registroId: number
}

/** TC-129 then TC-012: DELETE /api/registros/{id}, then the recalculation of the employee's competence. */
export async function removerDia({ registroId, ...cartao }: RemoverDiaPedido): Promise<void> {
  await apiDelete(`/api/registros/${registroId}`)
  await recalcularCartaoPonto(cartao)
}

/** TC-011: the card reloads after the special schedule changes. */
export function useHorarioEspecial() {
  return useMutation({ mutationFn: alternarHorarioEspecial, meta: invalidaCartao })
}

/** TC-010: the card reloads after the restore. */
export function useRestaurarMarcacoes() {
  return useMutation({ mutationFn: restaurarMarcacoes, meta: invalidaCartao })
}

/** TC-012: removal, recalculation, then the reload. */
export function useRemoverDia() {
  return useMutation({ mutationFn: removerDia, meta: invalidaCartao })
}
