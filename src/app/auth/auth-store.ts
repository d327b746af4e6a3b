import { useSyncExternalStore } from 'react'
import type { IdentityService } from './identity-config'

/** What the app needs of the identity service's state (react-oidc-context's, or the stored session's at start). */
export interface AuthSnapshot {
  token: string | undefined
  isLoading: boolean
  activeNavigator: string | undefined
  error: Error | undefined
}

let snapshot: AuthSnapshot = { token: undefined, isLoading: true, activeNavigator: undefined, error: undefined }
const listeners = new Set<() => void>()

export function setAuthSnapshot(next: AuthSnapshot): void {
  const same =
    next.token === snapshot.token &&
    next.isLoading === snapshot.isLoading &&
    next.activeNavigator === snapshot.activeNavigator &&
    next.error === snapshot.error
  if (same) return
  snapshot = next
  listeners.forEach((listener) => listener())
}

export const getAuthSnapshot = () => snapshot

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useAuthSnapshot(): AuthSnapshot {
  return useSyncExternalStore(subscribe, getAuthSnapshot)
}

let resolveIdentity: (identity: IdentityService) => void = () => {}
const identityPromise = new Promise<IdentityService>((resolve) => {
  resolveIdentity = resolve
})

/** The identity service once its library has loaded and started (login, renewal, logout go through it). */
export const identityReady = (): Promise<IdentityService> => identityPromise
export const provideIdentity = (identity: IdentityService) => resolveIdentity(identity)
