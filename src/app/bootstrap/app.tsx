import { QueryClientProvider } from '@tanstack/react-query'
import { AuthProvider } from 'react-oidc-context'
import type { User } from 'oidc-client-ts'
import { safeRedirectPath } from '@/entities/sessao'
import type { IdentityService } from '../auth/identity-config'
import { queryClient } from './query-client'
import { AuthGate } from '../auth/auth-gate'
import { router } from '../router/router'

/** After the identity service returns, go back to the path the user wanted (AUTH-013), same origin only. */
function onSigninCallback(user: User | void) {
  const state = (user?.state ?? {}) as { redirect?: unknown }
  // Through the router's history, which has already read /callback: a bare replaceState would leave it stale.
  router.history.replace(safeRedirectPath(state.redirect, window.location.origin))
}

export function App({ identity }: { identity: IdentityService }) {
  return (
    <AuthProvider userManager={identity.userManager} onSigninCallback={onSigninCallback}>
      <QueryClientProvider client={queryClient}>
        <AuthGate identity={identity} />
      </QueryClientProvider>
    </AuthProvider>
  )
}
