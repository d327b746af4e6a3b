import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/shared/api'
import { cartaoPontoQueries, type CartaoPontoId } from '@/entities/cartao-ponto'

/** TC-046: POST /api/registros/recalcular/{competencia}/{funcionario}. */
export const recalcularRegistro = ({ competenciaId, funcionarioId }: CartaoPontoId) =>
  apiPost(`/api/registros/recalcular/${competenciaId}/${funcionarioId}`)

/** TC-011: the card reloads; the button stays busy until it is fresh. */
export function useRecalcularRegistro() {
  return useMutation({ mutationFn: recalcularRegistro, meta: { invalidates: [cartaoPontoQueries.all()] } })
}
