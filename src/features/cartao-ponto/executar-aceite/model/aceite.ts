import { hasRole, ROLE, type Sessao } from '@/entities/sessao'

export const PERGUNTA_ACEITE = 'Deseja realmente executar o aceite do cartao ponto?'
export const MSG_ACEITE_SUCESSO = 'Aceite executado com sucesso!'

/**
 * TC-065: acceptance needs front_aceites. It is the employee's own signature, so it is offered on
 * the user's own time card only (docs/decisions.md).
 */
export const mayExecutarAceite = (sessao: Sessao | null | undefined, proprioCartao: boolean) =>
  proprioCartao && hasRole(sessao, ROLE.aceite)
