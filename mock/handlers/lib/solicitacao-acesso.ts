import { hasRole } from '../../http/auth'
import type { Db, Funcionario, Solicitacao } from '../../db/index'
import { ehFuncionarioComum } from '../../timecard/acesso'
import { departamentosAprovacao } from '../../timecard/escopo'
import { forbidden, type Session } from './session'

/** Who may see, ask for and change requests: the rules the request handlers and the certificate's share. */
export const APROVAR = 'front_solicitacao_aprovar'
export const SOLICITAR = 'front_solicitacao'
export const ENTIDADE_SOLICITACAO = 'Solicitacao'
export const MSG_NAO_PENDENTE = 'Somente solicitações pendentes podem ser alteradas.'

export const ehProprio = (s: Session, funcionarioId: number) => s.funcionario?.id === funcionarioId

/** Who may ask for an employee: anyone for themselves; an approver also for the people they approve for. */
export function podeSolicitarPara(s: Session, funcionario: Funcionario): boolean {
  if (ehProprio(s, funcionario.id)) return hasRole(s.user, SOLICITAR) || hasRole(s.user, APROVAR)
  return !ehFuncionarioComum(s.user) && hasRole(s.user, APROVAR) && departamentosAprovacao(s.db, s.user, s.usuario)(funcionario)
}

/**
 * Who may change or delete a pending request (and its certificate): whoever may ask for the employee, except that a
 * request the employee made stays theirs. An approver decides it, with the reason the employee then reads, and does
 * not rewrite or delete it; a request an approver registered for the employee (`registradaPor`) is the approvers' to
 * change (docs/decisions.md 'Quem registrou a solicitação').
 */
export function podeAlterar(s: Session, sol: Solicitacao, funcionario: Funcionario): boolean {
  if (!podeSolicitarPara(s, funcionario)) return false
  return ehProprio(s, funcionario.id) || !!sol.registradaPor
}

/** Whether the user may see a request: their own, or one they may decide (or ask for). */
export function podeVer(s: Session, sol: Solicitacao): boolean {
  const f = s.db.funcionarios.find((x) => x.id === sol.funcionarioId)
  return ehProprio(s, sol.funcionarioId) || (f !== undefined && hasRole(s.user, APROVAR) && departamentosAprovacao(s.db, s.user, s.usuario)(f))
}

/** The stored request of the path, if the user may see it; else the 404/403 to answer. */
export function solicitacaoDoPath(s: Session, request: Request, id: unknown): Solicitacao | Response {
  const sol = s.db.solicitacoes.find((x) => String(x.id) === String(id))
  if (!sol) return new Response(null, { status: 404 })
  return podeVer(s, sol) ? sol : forbidden(request)
}

/** The request's type as the contract's rules read it (aceitaAtestado). */
export function tipoDaSolicitacao(db: Db, sol: Solicitacao) {
  const tipo = db.tiposSolicitacao.find((t) => t.id === sol.tipoSolicitacaoId)
  return tipo && { informaHoras: tipo.informaHoras, bancoDias: tipo.bancoDiasId }
}
