import { useEffect } from 'react'
import { AuthProvider, useAuth } from 'react-oidc-context'
import type { User } from 'oidc-client-ts'
import { avisarAcaoInterrompida } from './acao-interrompida'
import { getAuthSnapshot, setAuthSnapshot } from './auth-store'
import type { IdentityService } from './identity-config'

/** Hands react-oidc-context's state to the app's auth store. */
function Reporter() {
  const auth = useAuth()
  const token = auth.user?.access_token
  useEffect(() => {
    // Loading the stored user again must not hide a session the app already started with.
    if (auth.isLoading && getAuthSnapshot().token) return
    setAuthSnapshot({ token, isLoading: auth.isLoading, activeNavigator: auth.activeNavigator, error: auth.error })
  }, [token, auth.isLoading, auth.activeNavigator, auth.error])
  return null
}

export interface AuthBridgeProps {
  identity: IdentityService
  onSigninCallback: (user: User | void) => void
}

/**
 * react-oidc-context beside the application (not around it): the app starts from the stored session while this
 * library loads, and nothing remounts when it arrives.
 */
export function AuthBridge({ identity, onSigninCallback }: AuthBridgeProps) {
  const entrou = (user: User | void) => {
    avisarAcaoInterrompida(user?.profile.sub)
    onSigninCallback(user)
  }
  return (
    <AuthProvider userManager={identity.userManager} onSigninCallback={entrou}>
      <Reporter />
    </AuthProvider>
  )
}
