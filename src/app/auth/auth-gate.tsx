import { useEffect, useMemo, useState } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import { SessaoContext, sessaoFromToken, type SessaoActions } from '@/entities/sessao'
import { identityReady, useAuthSnapshot } from './auth-store'
import { onUnauthorized } from './configurar-http'
import { queryClient } from '../bootstrap/query-client'
import { router } from '../router/router'
import { FullPageSpinner } from '../router/full-page-spinner'

/** Bridges the identity service to the session and the router (the HTTP client is set when the app starts). */
export function AuthGate({ clientId }: { clientId: string }) {
  const auth = useAuthSnapshot()
  // While leaving, nothing may start a new login (the guards would, as soon as the user is removed).
  const [leaving, setLeaving] = useState(false)
  const token = auth.token

  const sessao = useMemo(
    () => (token ? sessaoFromToken(token, clientId) : null),
    [token, clientId],
  )

  useEffect(() => {
    // AUTH-005: a failed token renewal sends the user to log in again.
    let live = true
    let off = () => {}
    void identityReady().then((identity) => {
      if (live) off = identity.userManager.events.addSilentRenewError(onUnauthorized)
    })
    return () => {
      live = false
      off()
    }
  }, [])

  const settled = !leaving && !auth.isLoading && !auth.activeNavigator
  // The guards run again when the session changes; never while it is still loading (they would see no user).
  useEffect(() => {
    if (settled) void router.invalidate()
  }, [sessao, settled])

  const actions = useMemo<SessaoActions>(
    () => ({
      sessao,
      logout: async () => {
        setLeaving(true)
        queryClient.clear()
        await (await identityReady()).userManager.signoutRedirect()
      },
      refresh: async () => {
        await (await identityReady()).userManager.signinSilent()
      },
    }),
    [sessao],
  )

  if (leaving) return <FullPageSpinner label="Saindo..." />
  if (!settled) return <FullPageSpinner label="Entrando..." />
  if (auth.error && !sessao && window.location.pathname === '/callback') {
    return (
      <div role="alert" className="m-8 rounded-md border border-danger-500 bg-danger-50 p-4 text-danger-700">
        Falha no login: {auth.error.message}. <a className="underline" href="/">Tentar novamente</a>
      </div>
    )
  }

  return (
    <SessaoContext.Provider value={actions}>
      <RouterProvider router={router} context={{ queryClient, auth: { isAuthenticated: !!sessao, sessao } }} />
    </SessaoContext.Provider>
  )
}
