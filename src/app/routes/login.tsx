import { useEffect } from 'react'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useAuth } from 'react-oidc-context'
import { z } from 'zod/mini'
import { safeRedirectPath } from '@/entities/sessao'
import { FullPageSpinner } from '../router/full-page-spinner'

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.optional(z.unknown()) }),
  component: LoginRedirect,
})

/** /login?redirect=... : hands over to the identity service, or goes straight back when already logged in. */
function LoginRedirect() {
  const { redirect } = Route.useSearch()
  const auth = useAuth()
  const router = useRouter()

  useEffect(() => {
    const target = safeRedirectPath(redirect, window.location.origin)
    if (auth.isAuthenticated) router.history.replace(target)
    else void auth.signinRedirect({ state: { redirect: target } })
  }, [auth, redirect, router])

  return <FullPageSpinner label="Redirecionando para o login..." />
}
