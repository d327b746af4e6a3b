import type { IncomingMessage } from 'node:http'
import Provider from 'oidc-provider'
import { providerConfiguration, REALM_PATH } from './config'
import { signingKeys } from './keys'
import { isAllowedPostLogoutUri, isAllowedRedirectUri } from './redirects'

const MAX_PROVIDERS = 50
const providers = new Map<string, Promise<Provider>>()

function firstHeader(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value
  return raw?.split(',')[0]?.trim() || undefined
}

/** Origin the browser used (Host kept by the Vite proxy, or X-Forwarded-* from another proxy). */
export function requestOrigin(req: IncomingMessage): string {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true
  const protocol = firstHeader(req.headers['x-forwarded-proto']) ?? (encrypted ? 'https' : 'http')
  const host = firstHeader(req.headers['x-forwarded-host']) ?? req.headers.host ?? 'localhost'
  const origin = new URL(`${protocol}://${host}`).origin
  if (origin === 'null') throw new Error(`origem inválida: ${protocol}://${host}`)
  return origin
}

export function issuerFor(origin: string): string {
  return `${origin}${REALM_PATH}`
}

async function create(origin: string): Promise<Provider> {
  const { privateJwk } = await signingKeys()
  const provider = new Provider(issuerFor(origin), providerConfiguration({ keys: [privateJwk] }))
  provider.proxy = true
  provider.Client.prototype.redirectUriAllowed = (value: string) => isAllowedRedirectUri(value, origin)
  provider.Client.prototype.postLogoutRedirectUriAllowed = (value: string) => isAllowedPostLogoutUri(value, origin)
  provider.on('server_error', (_ctx, error) => console.error('[idp]', error))
  return provider
}

/**
 * One provider per browser origin, so the issuer always matches the address the browser used.
 * They share the signing keys and oidc-provider's in-memory store.
 */
export function providerFor(origin: string): Promise<Provider> {
  let provider = providers.get(origin)
  if (!provider) {
    provider = create(origin)
    providers.set(origin, provider)
    while (providers.size > MAX_PROVIDERS) {
      const oldest = providers.keys().next().value
      if (oldest === undefined) break
      providers.delete(oldest)
    }
  }
  return provider
}
