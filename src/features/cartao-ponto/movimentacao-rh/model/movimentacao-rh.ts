import { hasRole, type Sessao } from '@/entities/sessao'

/** doc1 §4, §6: the permissions of the HR movement actions. */
export const ROLE_EXCLUIR_MOVIMENTACAO = 'front_manutencao_movimentacaorh_excluir'
export const ROLE_REPROCESSAR_MOVIMENTACAO = 'front_manutencao_movimentacaorh_reprocessar'

/** TC-142 */
export const podeRemoverMovimentacao = (sessao: Sessao | null | undefined) => hasRole(sessao, ROLE_EXCLUIR_MOVIMENTACAO)
/** TC-144 */
export const podeReprocessarMovimentacao = (sessao: Sessao | null | undefined) =>
  hasRole(sessao, ROLE_REPROCESSAR_MOVIMENTACAO)
