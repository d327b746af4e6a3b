import { UserManager, WebStorageStateStore } from 'oidc-client-ts'
import { authorityOf, fetchKeycloakConfig, retryEvery, wait, type KeycloakConfig, type Sleep } from './keycloak-config'

export function createUserManager(config: KeycloakConfig, origin: string): UserManager {
  return new UserManager({
    authority: authorityOf(config),
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
  /** The settings, when already fetched; else they are fetched first. */
  config?: KeycloakConfig
  fetchFn?: typeof fetch
  origin?: string
  sleep?: Sleep
  onRetry?: (attempt: number, error: unknown) => void
}

/** Starts the identity service (settings and discovery document); a failed start is retried after 100 ms (AUTH-004). */
export async function startIdentityService(options: StartOptions = {}): Promise<IdentityService> {
  const { fetchFn = fetch, origin = window.location.origin, sleep = wait, onRetry } = options
  let known = options.config
  return retryEvery(
    async () => {
      const config = known ?? (await fetchKeycloakConfig(fetchFn))
      known = config
      const userManager = createUserManager(config, origin)
      await userManager.metadataService.getMetadata()
      return { config, userManager }
    },
    sleep,
    onRetry,
  )
}
