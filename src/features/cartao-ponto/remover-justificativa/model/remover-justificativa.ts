import type { Tratamento } from '@/entities/cartao-ponto'
import { hasRole, type Sessao } from '@/entities/sessao'

/** doc1 §6: the permission to remove a justification. */
export const ROLE_REMOVER_JUSTIFICATIVA = 'front_remover_justificativa'

/** TC-139: an inclusion (ocorrencia I) that no request produced, and the user holds front_remover_justificativa. */
export function podeRemoverJustificativa(sessao: Sessao | null | undefined, tratamento: Tratamento): boolean {
  return tratamento.solicitacaoId === null && tratamento.ocorrencia === 'I' && hasRole(sessao, ROLE_REMOVER_JUSTIFICATIVA)
}
