import { useMutation } from '@tanstack/react-query'
import { cartaoPontoQueries, recalcularCartaoPonto } from '@/entities/cartao-ponto'

/** TC-046: POST /api/registros/recalcular/{competencia}/{funcionario}. */
export const recalcularRegistro = recalcularCartaoPonto

/** TC-011: the card reloads; the button stays busy until it is fresh. */
export function useRecalcularRegistro() {
  return useMutation({ mutationFn: recalcularRegistro, meta: { invalidates: [cartaoPontoQueries.all()] } })
}
