import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/shared/api'
import { aceiteQueries } from '@/entities/apuracao/aceite'
import { cartaoPontoQueries, type CartaoPontoId } from '@/entities/cartao-ponto'

/** TC-063: POST /api/aceites with the employee and the competence accepted. */
export const executarAceite = ({ funcionarioId, competenciaId }: CartaoPontoId) =>
  apiPost('/api/aceites', { funcionarioId, competenciaId })

/** TC-064: the card reloads (the pending acceptance goes away), and so does the list of 'Cartão Ponto Digital'. */
export function useExecutarAceite() {
  return useMutation({ mutationFn: executarAceite, meta: { invalidates: [cartaoPontoQueries.all(), aceiteQueries.all()] } })
}
