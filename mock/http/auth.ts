import { HttpResponse } from 'msw'
import type { JWTPayload } from 'jose'
import { CLIENT_ID } from '../idp/demo-users'
import { bearerToken, verifyAccessToken } from '../idp/verify'

export interface AuthUser {
  sub: string
  username: string
  name?: string
  email?: string
  cpf?: string
  celular?: string
  realmRoles: string[]
  permissions: string[]
}

const REASONS: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden' }

function errorResponse(request: Request, status: 401 | 403, message: string): HttpResponse<Record<string, unknown>> {
  const body = {
    timestamp: new Date().toISOString(),
    status,
    error: REASONS[status],
    message,
    path: new URL(request.url).pathname,
  }
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer realm="ponto"' } : {}
  return HttpResponse.json(body, { status, headers })
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

export function toAuthUser(payload: JWTPayload): AuthUser | undefined {
  const sub = text(payload.sub)
  const username = text(payload.preferred_username)
  if (!sub || !username) return undefined
  const realmAccess = payload.realm_access as { roles?: unknown } | undefined
  const resourceAccess = payload.resource_access as Record<string, { roles?: unknown }> | undefined
  return {
    sub,
    username,
    name: text(payload.name),
    email: text(payload.email),
    cpf: text(payload.cpf),
    celular: text(payload.celular),
    realmRoles: strings(realmAccess?.roles),
    permissions: strings(resourceAccess?.[CLIENT_ID]?.roles),
  }
}

const usuariosDaRequisicao = new WeakMap<Request, Promise<AuthUser>>()

/**
 * The user of a request's bearer token; throws a 401 response (msw lets resolvers throw) when it is missing or
 * invalid. The token is verified once per request: the contract's check and the handler share it.
 */
export function authUser(request: Request): Promise<AuthUser> {
  let user = usuariosDaRequisicao.get(request)
  if (!user) {
    user = verificar(request)
    usuariosDaRequisicao.set(request, user)
  }
  return user
}

async function verificar(request: Request): Promise<AuthUser> {
  const token = bearerToken(request.headers.get('authorization'))
  if (!token) throw errorResponse(request, 401, 'Token de acesso ausente')
  let payload: JWTPayload
  try {
    payload = await verifyAccessToken(token)
  } catch {
    throw errorResponse(request, 401, 'Token de acesso inválido ou expirado')
  }
  const user = toAuthUser(payload)
  if (!user) throw errorResponse(request, 401, 'Token de acesso inválido')
  return user
}

export function hasRole(user: AuthUser, role: string): boolean {
  return user.permissions.includes(role) || user.realmRoles.includes(role)
}

/** The authenticated user, or a thrown 403 Spring Boot error when the role (permission or realm role) is missing. */
export async function requireRole(request: Request, role: string): Promise<AuthUser> {
  const user = await authUser(request)
  if (!hasRole(user, role)) throw errorResponse(request, 403, 'Access Denied')
  return user
}
