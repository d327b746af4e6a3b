import { useMutation } from '@tanstack/react-query'
import { apiDelete, apiPost, CARTAO_DERIVADOS } from '@/shared/api'
import type { CartaoPontoId } from '@/entities/cartao-ponto'

const path = ({ competenciaId, funcionarioId }: CartaoPontoId) => `/api/bloqueio-registro/${competenciaId}/${funcionarioId}` as const

/** TC-048: POST locks the record of the employee and competence. */
export const bloquearRegistro = (id: CartaoPontoId) => apiPost(path(id))
/** TC-049: DELETE unlocks it. */
export const desbloquearRegistro = (id: CartaoPontoId) => apiDelete(path(id))

export interface AlternarBloqueio extends CartaoPontoId {
  bloquear: boolean
}

/** TC-010: the card reloads after lock and unlock. */
export function useAlternarBloqueio() {
  return useMutation({
    mutationFn: ({ bloquear, ...id }: AlternarBloqueio) => (bloquear ? bloquearRegistro(id) : desbloquearRegistro(id)),
    meta: { invalidates: [CARTAO_DERIVADOS] },
  })
}
