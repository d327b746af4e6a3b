export { hasRole, isAdministrador, isResponsavel, isRh, ROLE, SessaoContext } from '../index'
export type { Sessao } from '../index'
