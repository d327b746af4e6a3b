import type { ReactNode } from 'react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { SessaoContext, type Sessao } from '@/entities/sessao/@x/cartao-ponto'
import { renderWithProviders } from '@/shared/lib/test'

/** Renders a time-card block inside a router (for its links) with the given session. */
export async function renderWithSessao(ui: ReactNode, sessao: Sessao) {
  const rootRoute = createRootRoute({
    component: () => (
      <SessaoContext.Provider value={{ sessao, logout: async () => {}, refresh: async () => {} }}>
        <div data-testid="cartao-render">{ui}</div>
      </SessaoContext.Provider>
    ),
  })
  const any = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null })
  const router = createRouter({
    routeTree: rootRoute.addChildren([any]),
    history: createMemoryHistory({ initialEntries: ['/manutencao/11/1'] }),
  })
  const result = renderWithProviders(<RouterProvider router={router} />)
  await screen.findByTestId('cartao-render')
  return { ...result, router }
}
