import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SessaoContext } from '@/entities/sessao'
import { usarAppNoMock, type AppNoMock } from '@/shared/lib/test/app-no-mock'
import { AppShell } from './app-shell'

/** The real shell with the persona's session, against the real mock handlers, at `caminho`. */
async function abrirShell(app: AppNoMock, caminho: string) {
  const root = createRootRoute({
    component: () => (
      <SessaoContext.Provider value={{ sessao: app.sessao, logout: async () => {}, refresh: async () => {} }}>
        <AppShell>
          <Outlet />
        </AppShell>
      </SessaoContext.Provider>
    ),
  })
  const pagina = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>página</p> })
  const router = createRouter({ routeTree: root.addChildren([pagina]), history: createMemoryHistory({ initialEntries: [caminho] }) })
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const menu = within(await screen.findByRole('navigation', { name: 'Menu principal' }))
  return { router, menu, user: userEvent.setup({ delay: null }) }
}

describe('the requests entry of the side menu of an approver', () => {
  const app = usarAppNoMock('responsavel')

  it('opens the requests awaiting their decision, and stays highlighted on the other request screens', async () => {
    const { router, menu, user } = await abrirShell(app(), '/')
    const solicitacoes = menu.getByRole('link', { name: 'Solicitações' })
    expect(solicitacoes).toHaveAttribute('href', '/solicitacao/escopo/PARA_DEFERIMENTO')
    expect(solicitacoes).not.toHaveAttribute('aria-current')

    await user.click(solicitacoes)
    expect(router.state.location.pathname).toBe('/solicitacao/escopo/PARA_DEFERIMENTO')
    expect(solicitacoes).toHaveAttribute('aria-current', 'page')
    await router.navigate({ to: '/solicitacao/$id/aprovacao', params: { id: '1' } })
    expect(menu.getByRole('link', { name: 'Solicitações' })).toHaveAttribute('aria-current', 'page')
  })
})

describe('the requests entry of the side menu of a plain employee', () => {
  const app = usarAppNoMock('funcionario')

  it('opens their own requests: /solicitacao, the ME scope', async () => {
    const { menu } = await abrirShell(app(), '/')
    expect(menu.getByRole('link', { name: 'Solicitações' })).toHaveAttribute('href', '/solicitacao')
  })
})
