import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { Sessao } from '@/entities/sessao'
import { routeTree } from '../routeTree.gen'
import { queryClient } from '../bootstrap/query-client'
import { RouteError } from './route-error'
import { FullPageSpinner } from './full-page-spinner'

export interface AuthContext {
  isAuthenticated: boolean
  sessao: Sessao | null
}

export interface RouterContext {
  queryClient: QueryClient
  auth: AuthContext
}

export const router = createRouter({
  routeTree,
  context: { queryClient, auth: { isAuthenticated: false, sessao: null } },
  defaultPreload: 'intent',
  // Query data is fresh in TanStack Query's cache; the router must not keep its own copy.
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: RouteError,
  defaultPendingComponent: FullPageSpinner,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
