import { hasRole, ROLE, type Sessao } from '@/entities/sessao/@x/cartao-ponto'
import type { CartaoPonto } from '../api/cartao-ponto.schema'

/**
 * A card apart from its days and totals: whose, which month, its settings and its lock. What decides whether the user
 * may change it; a correction of a day leaves all of it the same.
 */
export type CabecalhoCartao = Pick<CartaoPonto, 'funcionario' | 'competencia' | 'config'> & {
  manutencaoDTO: Pick<CartaoPonto['manutencaoDTO'], 'bloqueado'>
}

/** The time card belongs to the logged-in user (TC-201): the employee's CPF is the username or the user's CPF. */
export function isOwnCartao(sessao: Sessao, cartao: CabecalhoCartao): boolean {
  const cpf = cartao.funcionario.cpf
  return cpf !== '' && (cpf === sessao.username || cpf === sessao.cpf)
}

/** May the user edit this time card (TC-195..TC-201)? */
export function canChange(sessao: Sessao | null | undefined, cartao: CabecalhoCartao): boolean {
  if (!sessao) return false
  if (!hasRole(sessao, ROLE.editarCartao) || hasRole(sessao, ROLE.negarEdicaoCartao)) return false
  const { competencia, funcionario, manutencaoDTO } = cartao
  if (competencia.situacao !== 'ABERTA' || competencia.fechada) return false
  if (!funcionario.ativo || !funcionario.controlaPonto || manutencaoDTO.bloqueado) return false
  return !isOwnCartao(sessao, cartao) || hasRole(sessao, ROLE.editarProprioCartao)
}
