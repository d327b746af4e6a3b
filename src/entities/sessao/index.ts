export { REALM_ROLE_LABELS, ROLE } from './model/roles'
export type { RealmRole } from './model/roles'
export { ROUTE_ROLES, PUBLIC_ROUTES, matchRoute } from './model/route-roles'
export {
  hasRole,
  isAdministrador,
  isRh,
  isPlainEmployee,
  isResponsavel,
  seesHomeWidgets,
  mustCompleteProfile,
  mayApproveRequests,
  realmRoleLabels,
} from './model/sessao'
export type { Sessao } from './model/sessao'
export { routeAccess, roleForPath, mayOpen } from './model/access'
export type { RouteAccess } from './model/access'
export { sessaoFromToken, decodeJwtPayload } from './model/sessao-from-token'
export { safeRedirectPath } from './model/safe-redirect'
export {
  SessaoContext,
  useSessao,
  useOptionalSessao,
  useLogout,
  useRefreshSessao,
} from './model/sessao-context'
export type { SessaoActions } from './model/sessao-context'
export { solicitarRedefinicaoSenha } from './api/conta.api'
export { sessaoQueries } from './api/sessao.queries'
