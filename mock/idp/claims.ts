import type { Db } from '../db/index'
import { CLIENT_ID, LOGIN_ALIASES } from './demo-users'

export type Usuario = Db['usuarios'][number]

/** Keycloak-style claims of an account, as put in access tokens, id tokens and userinfo. */
export function keycloakClaims(usuario: Usuario): Record<string, unknown> {
  return {
    sub: usuario.id,
    preferred_username: usuario.username,
    name: usuario.name,
    email: usuario.email,
    email_verified: true,
    ...(usuario.cpf ? { cpf: usuario.cpf } : {}),
    ...(usuario.celular ? { celular: usuario.celular } : {}),
    realm_access: { roles: [...usuario.realmRoles] },
    resource_access: { [CLIENT_ID]: { roles: [...usuario.permissions] } },
  }
}

/** Finds an account by the login typed (username or alias), case-insensitive. */
export function findByLogin(usuarios: Usuario[], login: string): Usuario | undefined {
  const typed = login.trim().toLowerCase()
  const username = LOGIN_ALIASES[typed] ?? typed
  return usuarios.find((u) => u.username.toLowerCase() === username)
}
