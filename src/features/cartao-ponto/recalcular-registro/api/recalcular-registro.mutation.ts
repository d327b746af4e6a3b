import { useMutation } from '@tanstack/react-query'
import { recalcularCartaoPonto } from '@/entities/cartao-ponto'
import { CARTAO_DERIVADOS } from '@/shared/api'

/** TC-046: POST /api/registros/recalcular/{competencia}/{funcionario}. */
export const recalcularRegistro = recalcularCartaoPonto

/** TC-011: the card reloads; the button stays busy until it is fresh. */
export function useRecalcularRegistro() {
  return useMutation({ mutationFn: recalcularRegistro, meta: { invalidates: [CARTAO_DERIVADOS] } })
}
