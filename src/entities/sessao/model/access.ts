import { matchRoute, PUBLIC_ROUTES } from './route-roles'
import { hasRole, mustCompleteProfile, type Sessao } from './sessao'

export type RouteAccess =
  | { kind: 'ok' }
  | { kind: 'login' }
  | { kind: 'complete-profile' }
  | { kind: 'denied' }
  | { kind: 'not-found' }

/**
 * What a protected route shows for this user (AUTH-013..017). When the profile must be completed
 * and the role is missing too, the profile wins: completing it is the only way forward.
 */
export function routeAccess(sessao: Sessao | null, path: string): RouteAccess {
  const match = matchRoute(path)
  if (!match) return { kind: 'not-found' }
  if (PUBLIC_ROUTES.has(match.pattern)) return { kind: 'ok' }
  if (!sessao) return { kind: 'login' }
  if (mustCompleteProfile(sessao)) return { kind: 'complete-profile' }
  if (!hasRole(sessao, match.role)) return { kind: 'denied' }
  return { kind: 'ok' }
}

/** The role a path needs, for menu entries and links. `undefined` for unknown paths. */
export function roleForPath(path: string): string | null | undefined {
  return matchRoute(path)?.role
}

/** May the user open this path? Menu entries and links ask this. */
export function mayOpen(sessao: Sessao | null, path: string): boolean {
  const match = matchRoute(path)
  return !!match && (PUBLIC_ROUTES.has(match.pattern) || (!!sessao && hasRole(sessao, match.role)))
}
