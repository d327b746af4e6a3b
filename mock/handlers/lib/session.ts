import { authUser, type AuthUser } from '../../http/auth'
import { db } from '../../http/isolation'
import { springError } from '../../http/spring'
import { funcionarioDoUsuario, usuarioDe } from '../../db/queries'
import type { Session } from '../../timecard/sessao'

export type { Session }

function build(request: Request, user: AuthUser): Session {
  const data = db(request)
  const usuario = usuarioDe(data, user)
  return { user, db: data, usuario, funcionario: funcionarioDoUsuario(data, usuario) }
}

/**
 * The request's user and database. Who may call an endpoint is the contract's business: `mock/http/contrato.ts`
 * answers 401/403 before the handler runs.
 */
export async function session(request: Request): Promise<Session> {
  return build(request, await authUser(request))
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
