import { hasRole, ROLE, type Sessao } from '@/entities/sessao'

/**
 * TC-065: acceptance needs front_aceites. It is the employee's own signature, so it is offered on
 * the user's own time card only (docs/decisions.md).
 */
export const mayExecutarAceite = (sessao: Sessao | null | undefined, proprioCartao: boolean) =>
  proprioCartao && hasRole(sessao, ROLE.aceite)
