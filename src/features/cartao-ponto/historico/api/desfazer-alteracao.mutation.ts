import { mutationOptions, useMutation } from '@tanstack/react-query'
import { alteracaoCartaoSchema } from '@/entities/alteracao-cartao'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'

/** POST /api/cartaoponto/historico/{id}/desfazer: the compensating change, answered as its own entry (origem DESFAZER). */
export const desfazerAlteracao = (id: number) => apiPost(`/api/cartaoponto/historico/${id}/desfazer`, undefined, alteracaoCartaoSchema)

/** The card, its history and everything derived from it reload before the undo settles. */
export const desfazerAlteracaoMutation = () =>
  mutationOptions({ mutationFn: desfazerAlteracao, meta: { invalidates: [CARTAO_DERIVADOS] } })

export function useDesfazerAlteracao() {
  return useMutation(desfazerAlteracaoMutation())
}
