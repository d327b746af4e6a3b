import { authUser, hasRole, requireRole, type AuthUser } from '../../http/auth'
import { db } from '../../http/isolation'
import { springError } from '../../http/spring'
import { funcionarioDoUsuario, usuarioDe } from '../../db/queries'
import type { Db, Funcionario, Usuario } from '../../db/index'

export interface Session {
  user: AuthUser
  db: Db
  usuario: Usuario | undefined
  funcionario: Funcionario | undefined
}

function build(request: Request, user: AuthUser): Session {
  const data = db(request)
  const usuario = usuarioDe(data, user)
  return { user, db: data, usuario, funcionario: funcionarioDoUsuario(data, usuario) }
}

/** Holds some role of the Ponto client (a realm role or a permission): a user with none sees only the home page. */
export function temAlgumPapel(user: AuthUser): boolean {
  return user.permissions.length > 0 || user.realmRoles.length > 0
}

/**
 * The request's user and database; throws 401 without a valid token, 403 without `role` when given, and 403 for
 * a user with no role at all (reads are closed by default: an endpoint open to every logged-in user says so with
 * `sessionDoShell`).
 */
export async function session(request: Request, role?: string): Promise<Session> {
  if (role) return build(request, await requireRole(request, role))
  const user = await authUser(request)
  if (!temAlgumPapel(user)) throw forbidden(request)
  return build(request, user)
}

/**
 * For what the shell shows every logged-in user, role or not (settings, company, notifications, the clock-in
 * permission, the own profile): a valid token is enough.
 */
export async function sessionDoShell(request: Request): Promise<Session> {
  return build(request, await authUser(request))
}

/** Like `session`, but any one of `roles` (realm roles or permissions) is enough. */
export async function sessionAnyOf(request: Request, roles: readonly string[]): Promise<Session> {
  const user = await authUser(request)
  if (!roles.some((role) => hasRole(user, role))) throw forbidden(request)
  return build(request, user)
}

export function forbidden(request: Request) {
  return springError(403, 'Access Denied', new URL(request.url).pathname)
}

/** Parses a JSON body or throws Spring's 400 for an unreadable one. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw springError(400, 'JSON parse error: corpo da requisição ilegível', new URL(request.url).pathname)
  }
}
