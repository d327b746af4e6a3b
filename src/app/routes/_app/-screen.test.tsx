import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { SessaoContext, type RouteAccess } from '@/entities/sessao'
import { carregarDashboard, DashboardPage } from '@/pages/dashboard'
import { server } from '@/shared/lib/test'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/**
 * The screens' loading pieces with a real screen, the dashboard, against the mock handlers: the route as
 * src/app/routes/_app/dashboard.tsx declares it, under a root whose context holds what `_app`'s beforeLoad gives.
 */
const app = usarAppNoMock('rh')

function abrir(acesso: RouteAccess) {
  const { queryClient, sessao } = app()
  const root = createRootRouteWithContext<{ queryClient: QueryClient; acesso: RouteAccess }>()({
    component: () => (
      <SessaoContext.Provider value={{ sessao, logout: async () => {}, refresh: async () => {} }}>
        <main>{acesso.kind === 'ok' ? <Outlet /> : <p>Acesso negado</p>}</main>
      </SessaoContext.Provider>
    ),
  })
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/dashboard',
    loader: ({ context }) => loadWhenAllowed(context, carregarDashboard),
    pendingComponent: () => <ScreenPending title="Indicadores" />,
    errorComponent: (props) => <ScreenLoadError title="Indicadores" {...props} />,
    component: DashboardPage,
  })
  const router = createRouter({
    routeTree: root.addChildren([dashboard]),
    context: { queryClient, acesso },
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const main = () => within(screen.getByRole('main'))

describe('a screen read by its route loader', { timeout: 30_000 }, () => {
  it('shows the shell at once with the screen\'s title while the loader\'s read goes on, then the data, read once', async () => {
    const router = abrir({ kind: 'ok' })
    await router.load()
    await screen.findByRole('main')
    expect(await main().findByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible()
    expect(await main().findByText(/^Competências \d{2}\/\d{4} a \d{2}\/\d{4}$/)).toBeVisible()
    expect(app().queryClient.getQueryData(['indicadores', 'todos'])).toMatchObject({ competencias: expect.any(Array) })
    expect(main().getAllByRole('table', { name: /^Dados: / }).length).toBeGreaterThan(0)
    expect(app().requisicoes.filter((r) => r.startsWith('GET /api/dashboard/indicadores'))).toHaveLength(1)
  })

  it('reads nothing for a user the layout turns away', async () => {
    const router = abrir({ kind: 'denied' })
    await router.load()
    await screen.findByRole('main')
    expect(await main().findByText('Acesso negado')).toBeVisible()
    expect(app().requisicoes.filter((r) => r.startsWith('GET /api/dashboard/indicadores'))).toEqual([])
  })

  it('shows a failed read inside the page, with its title, and reads it again on "Tentar novamente"', async () => {
    // The router reports the caught error on the console; it is the expected one.
    const silencio = [vi.spyOn(console, 'warn').mockImplementation(() => {}), vi.spyOn(console, 'error').mockImplementation(() => {})]
    server.use(
      http.get('/api/dashboard/indicadores', () => HttpResponse.json({ status: 500, message: 'Banco indisponível' }, { status: 500 }), {
        once: true,
      }),
    )
    abrir({ kind: 'ok' })
    await screen.findByRole('main')
    expect(await main().findByRole('alert')).toHaveTextContent('Banco indisponível')
    expect(main().getByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible()

    await userEvent.setup().click(main().getByRole('button', { name: 'Tentar novamente' }))
    expect(await main().findByText(/^Competências \d{2}\/\d{4} a \d{2}\/\d{4}$/)).toBeVisible()
    expect(main().queryByRole('alert')).not.toBeInTheDocument()
    silencio.forEach((spy) => spy.mockRestore())
  })
})
