import { keycloakConfigSchema, type KeycloakConfig } from './keycloak-config.schema'

export type { KeycloakConfig }

export const IDENTITY_RETRY_MS = 100
/** The longest wait between two tries while the backend stays down. */
export const IDENTITY_RETRY_MAX_MS = 5_000

/** AUTH-002: the identity-service settings come from the backend before the service starts. */
export async function fetchKeycloakConfig(fetchFn: typeof fetch = fetch): Promise<KeycloakConfig> {
  const response = await fetchFn('/api/master/tenants/keycloak-config', { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`keycloak-config respondeu ${response.status}`)
  const parsed = keycloakConfigSchema.safeParse(await response.json())
  if (!parsed.success) throw new Error('keycloak-config inválido')
  return parsed.data
}

export const authorityOf = (config: KeycloakConfig) => `${config.url.replace(/\/$/, '')}/realms/${config.realm}`

export type Sleep = (ms: number) => Promise<void>
export const wait: Sleep = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The wait before try n + 1: 100 ms after the first failure (AUTH-004), then doubling up to 5 s. */
export const retryDelay = (failures: number) => Math.min(IDENTITY_RETRY_MS * 2 ** (failures - 1), IDENTITY_RETRY_MAX_MS)

/**
 * AUTH-004: a failed start is retried after 100 ms until it succeeds. A backend that stays down is asked less and less
 * often (100, 200, 400 ms … 5 s) instead of ten times a second.
 */
export async function retryEvery<T>(attempt: () => Promise<T>, sleep: Sleep, onRetry?: (n: number, error: unknown) => void): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt()
    } catch (error) {
      onRetry?.(n, error)
      await sleep(retryDelay(n))
    }
  }
}

/** Tokens shorter-lived than this are renewed by the identity library before the app starts. */
const MIN_VALIDITY_S = 60

/**
 * The session this tab already holds (oidc-client-ts's user store in sessionStorage), when its access token is
 * still valid: the app can start with it while the identity library loads.
 */
export function storedAccessToken(config: KeycloakConfig, storage: Storage = sessionStorage, now = Date.now()): string | null {
  try {
    const raw = storage.getItem(`oidc.user:${authorityOf(config)}:${config.clientId}`)
    const user: unknown = raw ? JSON.parse(raw) : null
    if (typeof user !== 'object' || user === null) return null
    const { access_token: token, expires_at: expiresAt } = user as { access_token?: unknown; expires_at?: unknown }
    if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'number') return null
    return expiresAt - MIN_VALIDITY_S > now / 1000 ? token : null
  } catch {
    return null
  }
}
