import type { Sessao } from './sessao'

interface AccessTokenClaims {
  sub?: string
  preferred_username?: string
  name?: string
  email?: string
  cpf?: string | null
  celular?: string | null
  picture?: string
  realm_access?: { roles?: string[] }
  resource_access?: Record<string, { roles?: string[] } | undefined>
}

/** Reads the payload of a JWT without verifying it (the API verifies; the client only displays). */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1]
  if (!payload) throw new Error('Token inválido')
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
  const json = decodeURIComponent(
    Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
  )
  return JSON.parse(json)
}

/** Builds the session from a Keycloak-style access token (realm roles, client roles, custom attributes). */
export function sessaoFromToken(accessToken: string, clientId: string): Sessao {
  const claims = decodeJwtPayload(accessToken) as AccessTokenClaims
  const username = claims.preferred_username ?? claims.sub ?? ''
  return {
    userid: claims.sub ?? username,
    username,
    name: claims.name || undefined,
    email: claims.email || undefined,
    cpf: claims.cpf || undefined,
    celular: claims.celular || undefined,
    picture: claims.picture || undefined,
    groups: claims.realm_access?.roles ?? [],
    permissions: claims.resource_access?.[clientId]?.roles ?? [],
  }
}
