import { lazy, Suspense } from 'react'
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { routeAccess } from '@/entities/sessao'
import { AppShell, ensureStartupData } from '@/widgets/app-shell'
import { NotificacoesBell } from '@/widgets/notificacoes-bell'
import { useRealtime } from '../realtime/use-realtime'
import { FullPageSpinner } from '../router/full-page-spinner'
import { PaginaAcessoNegado, PaginaNaoEncontrada } from '../router/paginas-de-aviso'

// Only users completing their profile need the form (react-hook-form, masks): load it on demand.
const MinhaContaPage = lazy(() => import('@/pages/minha-conta').then((m) => ({ default: m.MinhaContaPage })))

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    // AUTH-013/014: not logged in -> /login?redirect={path}{query}
    if (!context.auth.isAuthenticated) throw redirect({ to: '/login', search: { redirect: location.href } })
    // AUTH-015..017: what the route shows this user, decided before any loader runs (loaders skip a refused route).
    return { acesso: routeAccess(context.auth.sessao, location.pathname) }
  },
  // API-002: the startup loads, shared with the shell through the query cache.
  loader: ({ context }) => ensureStartupData(context.queryClient),
  component: AuthenticatedLayout,
})

/** Every protected route goes through the same guards (AUTH-015..017). */
function AuthenticatedLayout() {
  const { acesso: access } = Route.useRouteContext()
  useRealtime()
  return (
    <AppShell notificacoes={<NotificacoesBell />}>
      {access.kind === 'complete-profile' ? (
        <Suspense fallback={<FullPageSpinner />}>
          <MinhaContaPage />
        </Suspense>
      ) : access.kind === 'denied' ? (
        <PaginaAcessoNegado />
      ) : access.kind === 'not-found' ? (
        <PaginaNaoEncontrada />
      ) : (
        <Outlet />
      )}
    </AppShell>
  )
}
