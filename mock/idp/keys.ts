import { exportJWK, generateKeyPair, type JWK } from 'jose'

export const SIGNING_ALG = 'RS256'
export const SIGNING_KID = 'ponto-mock-rs256'

export interface SigningKeys {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  /** Private JWK (with kid, alg, use) for the provider's `jwks`. */
  privateJwk: JWK
  publicJwk: JWK
}

let keys: Promise<SigningKeys> | undefined

async function generate(): Promise<SigningKeys> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 })
  const meta = { kid: SIGNING_KID, alg: SIGNING_ALG, use: 'sig' }
  return {
    kid: SIGNING_KID,
    privateKey,
    publicKey,
    privateJwk: { ...(await exportJWK(privateKey)), ...meta },
    publicJwk: { ...(await exportJWK(publicKey)), ...meta },
  }
}

/** The identity provider's signing key pair, generated once per process. */
export function signingKeys(): Promise<SigningKeys> {
  keys ??= generate()
  return keys
}
