import { useMutation } from '@tanstack/react-query'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'
import type { CartaoPontoId } from '@/entities/cartao-ponto'

/** TC-063: POST /api/aceites with the employee and the competence accepted. */
export const executarAceite = ({ funcionarioId, competenciaId }: CartaoPontoId) =>
  apiPost('/api/aceites', { funcionarioId, competenciaId })

/** TC-064: the card reloads (the pending acceptance goes away), and so do the acceptances of 'Cartão Ponto Digital'. */
export function useExecutarAceite() {
  return useMutation({ mutationFn: executarAceite, meta: { invalidates: [CARTAO_DERIVADOS] } })
}
