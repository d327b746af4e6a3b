import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEMO_USERS } from '@mock/idp/demo-users'
import { SessaoContext } from '@/entities/sessao'
import { formatCpf } from '@/shared/lib'
import { usarAppNoMock, type AppNoMock } from '@/shared/lib/test/app-no-mock'
import { AppShell } from './app-shell'

/** The real shell with the persona's session, against the real mock handlers, at '/', once the startup loads are in. */
async function abrirShell(app: AppNoMock) {
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
  const router = createRouter({ routeTree: root.addChildren([pagina]), history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const nav = await screen.findByRole('navigation', { name: 'Menu principal' })
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0))
  return { router, menu: within(nav), user: userEvent.setup({ delay: null }) }
}

/** Labels of the side menu's links and group buttons the user sees (a closed group's entries are hidden), in order. */
const menuLabels = () =>
  Array.from(screen.getByRole('navigation', { name: 'Menu principal' }).querySelectorAll('a, button'))
    .filter((element) => !element.closest('[hidden]'))
    .map((element) => element.textContent?.trim())

const topBar = () => within(screen.getByRole('banner'))

describe('the shell of an administrator, against the mock backend', () => {
  const app = usarAppNoMock('admin')

  it('[SHELL-046][SHELL-029] admin sees every group, in the order of the specification', async () => {
    await abrirShell(app())
    expect(menuLabels()).toEqual([
      'Início', 'Inconsistências', 'Cartão Ponto', 'Cartão Ponto Diário', 'Cartão Ponto Digital', 'Ações em Lote',
      'Fechamento', 'Banco de Horas / Dias', 'Cadastros', 'Relatórios', 'Imprimir espelhos', 'Indicadores', 'Solicitações',
      'Exportação para Equipamento', 'Arquivos Fiscais', 'Configurações', 'Permissões',
    ])
  })
})

describe('the shell of a supervisor, against the mock backend', () => {
  const app = usarAppNoMock('supervisor')

  it('[SHELL-025][SHELL-027] supervisor sees Cartão Ponto but neither Cadastros nor Permissões', async () => {
    const { menu } = await abrirShell(app())
    expect(menu.getByRole('link', { name: 'Cartão Ponto' })).toBeVisible()
    expect(menu.getByRole('link', { name: 'Inconsistências' })).toBeVisible()
    for (const group of ['Cadastros', 'Permissões', 'Configurações']) {
      expect(menu.queryByRole('button', { name: group })).not.toBeInTheDocument()
    }
    expect(menu.queryByRole('link', { name: 'Ações em Lote' })).not.toBeInTheDocument()
  })
})

describe('the shell of a plain employee, against the mock backend', () => {
  const app = usarAppNoMock('funcionario')

  it('[SHELL-004][SHELL-025][CLOCK-006] funcionario sees only its entries and the Bater o Ponto link', async () => {
    const { menu, user } = await abrirShell(app())
    expect(topBar().getByRole('link', { name: 'Bater o Ponto' })).toHaveAttribute('href', '/relogio')
    expect(menuLabels()).toEqual(['Início', 'Cartão Ponto', 'Cartão Ponto Digital', 'Solicitações', 'Arquivos Fiscais'])
    await user.click(menu.getByRole('button', { name: 'Arquivos Fiscais' }))
    expect(menu.getByRole('link', { name: 'Comprovantes de Marcação' })).toBeVisible()
    expect(menu.queryByRole('link', { name: 'AFDT / ACJEF' })).not.toBeInTheDocument()
  })
})

describe('the shell of a user without roles, against the mock backend', () => {
  const app = usarAppNoMock('semacesso')

  it('[SHELL-029][SHELL-027] a user without roles sees only Início', async () => {
    await abrirShell(app())
    expect(menuLabels()).toEqual(['Início'])
  })
})

describe('the shell of HR, against the mock backend', () => {
  const app = usarAppNoMock('rh')

  it('[SHELL-004] rh is not offered Bater o Ponto', async () => {
    const { menu } = await abrirShell(app())
    expect(menu.getByRole('button', { name: 'Cadastros' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Bater o Ponto' })).not.toBeInTheDocument()
  })

  it('[SHELL-002][SHELL-007][SHELL-009][SHELL-011] the seeded company, the user block and the seeded integrator with the year', async () => {
    await abrirShell(app())
    expect(topBar().getByText('Prefeitura Municipal de Santa Aurora')).toBeVisible()
    const rh = DEMO_USERS.find((user) => user.username === 'rh')!
    const block = screen.getByRole('link', { name: new RegExp(rh.name) })
    expect(block).toHaveTextContent(rh.email)
    expect(block).toHaveTextContent(formatCpf(rh.cpf!))
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByText('Integrador RH Folha')).toBeVisible()
    expect(footer.getByText(new RegExp(String(new Date().getFullYear())))).toBeVisible()
  })

  it('[SHELL-017] the status region announces the page after a navigation from the menu', async () => {
    const { menu, user, router } = await abrirShell(app())
    // The other status region is the notices' ('Avisos').
    const status = screen.getByRole('status', { name: '' })
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(status).not.toHaveTextContent('Fechamento')
    await user.click(menu.getByRole('link', { name: 'Fechamento' }))
    expect(router.state.location.pathname).toBe('/fechamento')
    await waitFor(() => expect(status).toHaveTextContent('Página carregada: Fechamento'))
  })
})
