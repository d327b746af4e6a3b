import { canChange, type CabecalhoCartao, type Marcacao } from '@/entities/cartao-ponto'
import { hasRole, type Sessao } from '@/entities/sessao'

/** doc1 §6: moving punches needs this permission. */
export const ROLE_MOVER_MARCACAO = 'front_move_marcacao'

/** TC-108: the user may drag punches of this card (canChange and front_move_marcacao). */
export function mayMoverMarcacao(sessao: Sessao | null | undefined, cartao: CabecalhoCartao): boolean {
  return canChange(sessao, cartao) && hasRole(sessao, ROLE_MOVER_MARCACAO)
}

/** TC-108: a punch can be dragged only when it has a time. */
export function arrastavel(marcacao: Marcacao | null): marcacao is Marcacao {
  return marcacao !== null && marcacao.hora.trim() !== ''
}
