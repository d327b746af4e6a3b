import { SignJWT } from 'jose'
import { dbFor, DEFAULT_DB_KEY } from '../http/isolation'
import { CLIENT_ID, REALM } from './demo-users'
import { findByLogin, keycloakClaims } from './claims'
import { SIGNING_ALG, signingKeys } from './keys'

export interface TestTokenOverrides {
  /** Database whose account is used (default 'default'). */
  dbKey?: string
  realmRoles?: string[]
  permissions?: string[]
  /** Raw claims merged last (may override any claim, e.g. `exp`). */
  claims?: Record<string, unknown>
  /** Lifetime in seconds (default 300); negative gives an expired token. */
  expiresIn?: number
  issuer?: string
}

/** Signs an access token like the mock identity provider's for an account of the db (username or alias). */
export async function signTestToken(username: string, overrides: TestTokenOverrides = {}): Promise<string> {
  const usuario = findByLogin(dbFor(overrides.dbKey ?? DEFAULT_DB_KEY).usuarios, username)
  if (!usuario) throw new Error(`Usuário de teste desconhecido: ${username}`)
  const claims = keycloakClaims({
    ...usuario,
    realmRoles: overrides.realmRoles ?? usuario.realmRoles,
    permissions: overrides.permissions ?? usuario.permissions,
  })
  const now = Math.floor(Date.now() / 1000)
  const { privateKey, kid } = await signingKeys()
  return new SignJWT({
    ...claims,
    client_id: CLIENT_ID,
    scope: 'openid profile email',
    aud: CLIENT_ID,
    iss: overrides.issuer ?? `http://localhost/realms/${REALM}`,
    iat: now,
    exp: now + (overrides.expiresIn ?? 300),
    jti: crypto.randomUUID(),
    ...overrides.claims,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, typ: 'at+jwt', kid })
    .sign(privateKey)
}
