import { useEffect, useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { User } from 'oidc-client-ts'
import { safeRedirectPath } from '@/entities/sessao'
import type { AuthBridge } from '../auth/auth-bridge'
import type { IdentityService } from '../auth/identity-config'
import type { KeycloakConfig } from '../auth/keycloak-config'
import { queryClient } from './query-client'
import { AuthGate } from '../auth/auth-gate'
import { router } from '../router/router'

/** After the identity service returns, go back to the path the user wanted (AUTH-013), same origin only. */
function onSigninCallback(user: User | void) {
  const state = (user?.state ?? {}) as { redirect?: unknown }
  // Through the router's history, which has already read /callback: a bare replaceState would leave it stale.
  router.history.replace(safeRedirectPath(state.redirect, window.location.origin))
}

export interface LoadedIdentity {
  AuthBridge: typeof AuthBridge
  service: IdentityService
}

export function App({ config, identity }: { config: KeycloakConfig; identity: Promise<LoadedIdentity> }) {
  const [loaded, setLoaded] = useState<LoadedIdentity | null>(null)
  useEffect(() => {
    let live = true
    void identity.then((l) => live && setLoaded(l))
    return () => {
      live = false
    }
  }, [identity])
  return (
    <>
      <QueryClientProvider client={queryClient}>
        <AuthGate clientId={config.clientId} />
      </QueryClientProvider>
      {loaded && <loaded.AuthBridge identity={loaded.service} onSigninCallback={onSigninCallback} />}
    </>
  )
}
