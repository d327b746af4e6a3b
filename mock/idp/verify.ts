import { jwtVerify, type JWTPayload } from 'jose'
import { REALM } from './demo-users'
import { signingKeys } from './keys'

/** Verifies a token signed by the mock identity provider (any origin's issuer); throws when invalid or expired. */
export async function verifyAccessToken(token: string): Promise<JWTPayload> {
  const { publicKey } = await signingKeys()
  const { payload } = await jwtVerify(token, publicKey, { algorithms: ['RS256'] })
  if (!payload.iss?.endsWith(`/realms/${REALM}`)) throw new Error('emissor desconhecido')
  return payload
}

export function bearerToken(authorization: string | null | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
}
