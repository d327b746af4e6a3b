import { jwtVerify, type JWTPayload } from 'jose'
import { CLIENT_ID, REALM } from './demo-users'
import { signingKeys } from './keys'

/**
 * An access token and nothing else: the JWT access-token type of RFC 9068 (`typ: at+jwt`, as this provider issues)
 * or Keycloak's `typ: Bearer` claim. An ID token (same signature, same audience) is refused.
 */
function isAccessToken(headerTyp: string | undefined, payload: JWTPayload): boolean {
  return headerTyp?.toLowerCase() === 'at+jwt' || payload.typ === 'Bearer'
}

function audienceIncludes(payload: JWTPayload, clientId: string): boolean {
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud]
  return aud.includes(clientId) || payload.azp === clientId
}

/**
 * Verifies a token signed by the mock identity provider (any origin's issuer of the realm); throws when it is not
 * an access token of the Ponto client, or is expired.
 */
export async function verifyAccessToken(token: string): Promise<JWTPayload> {
  const { publicKey } = await signingKeys()
  const { payload, protectedHeader } = await jwtVerify(token, publicKey, { algorithms: ['RS256'], requiredClaims: ['exp', 'iss'] })
  if (!payload.iss?.endsWith(`/realms/${REALM}`)) throw new Error('emissor desconhecido')
  if (!isAccessToken(protectedHeader.typ, payload)) throw new Error('não é um token de acesso')
  if (!audienceIncludes(payload, CLIENT_ID)) throw new Error('token de outro cliente')
  return payload
}

export function bearerToken(authorization: string | null | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
}
