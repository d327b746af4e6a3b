import { useEffect } from 'react'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { safeRedirectPath } from '@/entities/sessao'
import { identityReady, useAuthSnapshot } from '../auth/auth-store'
import { FullPageSpinner } from '../router/full-page-spinner'

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.optional(z.unknown()) }),
  component: LoginRedirect,
})

/** /login?redirect=... : hands over to the identity service, or goes straight back when already logged in. */
function LoginRedirect() {
  const { redirect } = Route.useSearch()
  const { token } = useAuthSnapshot()
  const router = useRouter()

  useEffect(() => {
    const target = safeRedirectPath(redirect, window.location.origin)
    if (token) router.history.replace(target)
    else void identityReady().then(({ userManager }) => userManager.signinRedirect({ state: { redirect: target } }))
  }, [token, redirect, router])

  return <FullPageSpinner label="Redirecionando para o login..." />
}
