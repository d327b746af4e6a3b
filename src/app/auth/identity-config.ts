import { UserManager, WebStorageStateStore } from 'oidc-client-ts'
import { z } from 'zod/mini'

// Classic zod's English messages (zod mini registers no locale by default).
if (!z.core.globalConfig.localeError) z.config(z.locales.en())

const keycloakConfigSchema = z.object({
  realm: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
  clientId: z.string().check(z.minLength(1)),
})
export type KeycloakConfig = z.infer<typeof keycloakConfigSchema>

export const IDENTITY_RETRY_MS = 100

/** AUTH-002: the identity-service settings come from the backend before the service starts. */
export async function fetchKeycloakConfig(fetchFn: typeof fetch = fetch): Promise<KeycloakConfig> {
  const response = await fetchFn('/api/master/tenants/keycloak-config', { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`keycloak-config respondeu ${response.status}`)
  return keycloakConfigSchema.parse(await response.json())
}

export function createUserManager(config: KeycloakConfig, origin: string): UserManager {
  const base = config.url.replace(/\/$/, '')
  return new UserManager({
    authority: `${base}/realms/${config.realm}`,
    client_id: config.clientId,
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    automaticSilentRenew: true,
    // Tokens live in this tab's sessionStorage only, never in localStorage.
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  })
}

export interface IdentityService {
  config: KeycloakConfig
  userManager: UserManager
}

interface StartOptions {
  fetchFn?: typeof fetch
  origin?: string
  sleep?: (ms: number) => Promise<void>
  onRetry?: (attempt: number, error: unknown) => void
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Starts the identity service; a failed start is retried after 100 ms until it succeeds (AUTH-004). */
export async function startIdentityService(options: StartOptions = {}): Promise<IdentityService> {
  const { fetchFn = fetch, origin = window.location.origin, sleep = wait, onRetry } = options
  for (let attempt = 1; ; attempt++) {
    try {
      const config = await fetchKeycloakConfig(fetchFn)
      const userManager = createUserManager(config, origin)
      await userManager.metadataService.getMetadata()
      return { config, userManager }
    } catch (error) {
      onRetry?.(attempt, error)
      await sleep(IDENTITY_RETRY_MS)
    }
  }
}
