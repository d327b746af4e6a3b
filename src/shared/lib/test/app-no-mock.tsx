import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  stripSearchParams,
  type AnyRootRoute,
  type AnyRoute,
} from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import type { z } from 'zod/mini'
import { CLIENT_ID } from '@mock/idp/demo-users'
import { signTestToken } from '@mock/idp/test-token'
import { SessaoContext, sessaoFromToken, type Sessao } from '@/entities/sessao'
import { createQueryClient } from '@/shared/api'
import { Toaster } from '@/shared/ui'
import { connectMockBackend, type MockBackend } from './mock-backend'
import { ouvirRequisicoes } from './requisicoes'

export interface AppNoMock {
  backend: MockBackend
  queryClient: QueryClient
  /** The persona's session, from the same token the backend checks. */
  sessao: Sessao
  /** `METHOD /path?query` of every request the app sent under /api/ in this test so far (as gravarRequisicoes). */
  requisicoes: string[]
}

/** The seed's "today": competence 13 is 11/2026 and 12 is 10/2026. */
export const HOJE_DO_SEED = '2026-11-16'

/**
 * Each test of the file runs the app against the real mock handlers as `persona`, on a fresh seeded database, with
 * its own query client and the persona's session; `hoje` pins the backend's today (null: the real date). Returns a
 * getter for the current test's.
 */
export function usarAppNoMock(persona: string, { hoje = HOJE_DO_SEED }: { hoje?: string | null } = {}): () => AppNoMock {
  let atual: AppNoMock | undefined
  let pararDeOuvir = () => {}
  beforeAll(() => {
    if (hoje) vi.stubEnv('PONTO_TODAY', hoje)
  })
  afterAll(() => {
    if (hoje) vi.unstubAllEnvs()
  })
  beforeEach(async () => {
    const backend = await connectMockBackend(persona)
    const sessao = sessaoFromToken(await signTestToken(persona, { dbKey: backend.dbKey }), CLIENT_ID)
    atual = { backend, sessao, queryClient: createQueryClient(), requisicoes: [] }
    pararDeOuvir = ouvirRequisicoes('/api/', atual.requisicoes)
    // The router scrolls to the top on every navigation; jsdom has no layout to scroll.
    if (typeof window !== 'undefined') vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  })
  afterEach(() => {
    cleanup()
    pararDeOuvir()
    atual?.queryClient.clear()
    atual?.backend.disconnect()
    if (typeof window !== 'undefined') vi.mocked(window.scrollTo).mockRestore()
  })
  return () => {
    if (!atual) throw new Error('usarAppNoMock: fora de um teste')
    return atual
  }
}

/**
 * Renders the routes `rotas` builds under a root that holds the session (when `app` has one) and a <main>, in a
 * memory router at `caminho`, on `app`'s query client; any other path (where the pages' links lead) renders nothing.
 */
export function renderRotas(
  app: Pick<AppNoMock, 'queryClient'> & Partial<Pick<AppNoMock, 'sessao'>>,
  rotas: (root: AnyRootRoute) => AnyRoute[],
  caminho: string,
) {
  const { sessao } = app
  const main = (
    <>
      <main>
        <Outlet />
      </main>
      <Toaster />
    </>
  )
  const root = createRootRoute({
    component: () =>
      sessao ? (
        <SessaoContext.Provider value={{ sessao, logout: async () => {}, refresh: async () => {} }}>{main}</SessaoContext.Provider>
      ) : (
        main
      ),
  })
  const outras = createRoute({ getParentRoute: () => root, path: '$', component: () => null })
  const router = createRouter({
    routeTree: root.addChildren([...rotas(root), outras]),
    history: createMemoryHistory({ initialEntries: [caminho] }),
  })
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

/**
 * renderRotas, then waits for the <main>: `router` and `href` follow the navigation, `user` clicks and types as the
 * user does.
 */
export async function abrirRotas(...args: Parameters<typeof renderRotas>) {
  const router = renderRotas(...args)
  await screen.findByRole('main')
  return { router, user: userEvent.setup({ delay: null }), href: () => router.state.location.href as string }
}

/**
 * A route as the app's list routes declare it: its search kept in the URL, validated by `schema`, with `padroes` left
 * out; `pagina` renders the page from the validated search and the path's params.
 */
export function rotaComBusca<S extends BuscaSchema>(
  root: AnyRootRoute,
  path: string,
  schema: S,
  padroes: Partial<z.output<S>>,
  pagina: (search: z.output<S>, params: Record<string, string>) => ReactNode,
) {
  // Widened to any search: the page gets the search of `schema` back.
  const validateSearch: BuscaSchema = schema
  const rota = createRoute({
    getParentRoute: () => root,
    path,
    validateSearch,
    search: { middlewares: [stripSearchParams(padroes)] },
    component: function Pagina() {
      // The memory router is not the registered one: its search and params are untyped here.
      return pagina(rota.useSearch() as z.output<S>, rota.useParams() as Record<string, string>)
    },
  })
  return rota
}

type BuscaSchema = z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>
