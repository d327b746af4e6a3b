import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { SessaoContext, type Sessao } from '@/entities/sessao'
import { server, renderWithProviders } from '@/shared/lib/test'
import { chaveDoMenuRecolhido } from '../model/use-menu-recolhido'
import { AppShell } from './app-shell'

const rh: Sessao = {
  userid: 'u-rh',
  username: 'rh',
  name: 'Rita Recursos Humanos',
  email: 'rh@ponto.local',
  cpf: '39053344705',
  celular: '11987650002',
  groups: ['rh'],
  permissions: [
    'front_manutencao_visualizar',
    'front_funcionario_visualizar',
    'front_cargo',
    'front_bancohoras',
    'front_saldobancohoras',
    'front_configuracaocampos',
    'front_evento',
  ],
}

interface Setup {
  sessao?: Sessao
  path?: string
  config?: Record<string, unknown>
  permiteBaterPonto?: boolean
}

async function setup({ sessao = rh, path = '/', config = {}, permiteBaterPonto = false }: Setup = {}) {
  server.use(
    http.get('/api/config/search/load', () =>
      HttpResponse.json({ modoEspecial: false, geraComprovanteMarcacao: false, ...config }),
    ),
    http.get('/api/empresas/search/first', () =>
      HttpResponse.json({ id: 1, codigo: 1, nome: 'Prefeitura Municipal de Santa Aurora' }),
    ),
    http.get('/api/funcionarios/permite-bater-ponto', () => HttpResponse.json(permiteBaterPonto)),
    http.get('/api/integradores/ultimo-contato', () => new HttpResponse(null, { status: 204 })),
  )
  const logout = vi.fn(async () => {})
  const rootRoute = createRootRoute({
    component: () => (
      <SessaoContext.Provider value={{ sessao, logout, refresh: async () => {} }}>
        <AppShell notificacoes={<span>sino</span>}>
          <Outlet />
        </AppShell>
      </SessaoContext.Provider>
    ),
  })
  const page = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>conteúdo</p> })
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>início</p> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const { queryClient, unmount } = renderWithProviders(<RouterProvider router={router} />)
  await screen.findByText('Prefeitura Municipal de Santa Aurora')
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  return { router, logout, unmount, user: userEvent.setup() }
}

const nav = () => screen.getByRole('navigation', { name: 'Menu principal' })

describe('AppShell', () => {
  it('[SHELL-001][SHELL-002][SHELL-007] shows the top bar, the menu with the user block, and the company', async () => {
    await setup()
    expect(await screen.findByText('Prefeitura Municipal de Santa Aurora')).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(nav()).toBeInTheDocument()
    const block = screen.getByRole('link', { name: /Rita Recursos Humanos/ })
    expect(block).toHaveTextContent('rh@ponto.local')
    expect(block).toHaveTextContent('CPF: 390.533.447-05')
    expect(screen.getByText('sino')).toBeInTheDocument()
  })

  it('[SHELL-002] shows the username when the user has no name', async () => {
    await setup({ sessao: { ...rh, name: undefined, email: undefined } })
    const block = screen.getByRole('link', { name: /CPF: 390\.533\.447-05/ })
    expect(within(block).getByText('rh')).toBeInTheDocument()
    expect(block).not.toHaveTextContent('@')
  })

  it('[SHELL-003] clicking the user block opens the account management', async () => {
    await setup()
    const block = await screen.findByRole('link', { name: /Rita Recursos Humanos/ })
    expect(block).toHaveAttribute('href', '/realms/ponto/account')
  })

  it('[SHELL-004] shows Bater o Ponto only when clocking in is allowed', async () => {
    await setup({ permiteBaterPonto: true })
    expect(await screen.findByRole('link', { name: 'Bater o Ponto' })).toHaveAttribute('href', '/relogio')
  })

  it('[SHELL-004] hides Bater o Ponto when clocking in is not allowed', async () => {
    await setup({ permiteBaterPonto: false })
    await screen.findByText('Prefeitura Municipal de Santa Aurora')
    expect(screen.queryByRole('link', { name: 'Bater o Ponto' })).not.toBeInTheDocument()
  })

  it('[SHELL-005] Meu Perfil opens the profile with the account management and Sair', async () => {
    const { user, logout } = await setup()
    await user.click(await screen.findByRole('button', { name: 'Meu Perfil' }))
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveTextContent('Rita Recursos Humanos')
    expect(menu).toHaveTextContent('Perfil: R.H.')
    expect(within(menu).getByRole('menuitem', { name: 'Gerenciar conta' })).toHaveAttribute('href', '/realms/ponto/account')
    await user.click(within(menu).getByRole('menuitem', { name: 'Sair' }))
    expect(logout).toHaveBeenCalledTimes(1)
  })

  it('[AUTH-007] Meu Perfil › Redefinir senha opens a dialog that Fechar closes (a phone has no Esc key)', async () => {
    const { user } = await setup()
    await user.click(await screen.findByRole('button', { name: 'Meu Perfil' }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Redefinir senha' }))
    const dialogo = await screen.findByRole('dialog', { name: 'Redefinir senha' })
    await user.click(within(dialogo).getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redefinir senha' })).not.toBeInTheDocument())
  })

  it('[SHELL-006] Sair ends the session', async () => {
    const { user, logout } = await setup()
    await user.click(await screen.findByRole('button', { name: 'Sair' }))
    expect(logout).toHaveBeenCalledTimes(1)
  })

  it('[SHELL-022] the side menu collapses and expands', async () => {
    const { user } = await setup()
    const toggle = await screen.findByRole('button', { name: 'Recolher menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(nav()).toBeVisible()
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Expandir menu' }))
    expect(nav()).toBeVisible()
  })

  it('[SHELL-022] the collapsed side menu is remembered for the same user only', async () => {
    const { user, unmount } = await setup()
    await user.click(await screen.findByRole('button', { name: 'Recolher menu' }))
    unmount()

    const outro = await setup({ sessao: { ...rh, userid: 'u-rh-2', username: 'rh2' } })
    expect(await screen.findByRole('button', { name: 'Recolher menu' })).toHaveAttribute('aria-expanded', 'true')
    outro.unmount()

    const { user: denovo } = await setup()
    await denovo.click(await screen.findByRole('button', { name: 'Expandir menu' }))
    expect(nav()).toBeVisible()
    expect(localStorage.getItem(chaveDoMenuRecolhido('u-rh'))).toBe('false')
  })

  it('[SHELL-022] the time card starts with the menu on its rail until the user chooses', async () => {
    const { user, unmount } = await setup({ path: '/manutencao/13/1' })
    expect(await screen.findByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false')
    await user.click(screen.getByRole('button', { name: 'Expandir menu' }))
    unmount()

    await setup({ path: '/manutencao/13/1' })
    expect(await screen.findByRole('button', { name: 'Recolher menu' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('[SHELL-023] the Menu toggle opens and closes the menu on small screens, and a navigation closes it', async () => {
    const { user, router } = await setup()
    const toggle = await screen.findByRole('button', { name: 'Menu' })
    const aside = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(aside).toHaveAttribute('data-mobile-open', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(aside).toHaveAttribute('data-mobile-open', 'true')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    await user.click(within(nav()).getByRole('link', { name: 'Cartão Ponto' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/manutencao'))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('[SHELL-023] on a phone Esc or a tap on the page beside the open menu closes it', async () => {
    const { user } = await setup()
    const toggle = await screen.findByRole('button', { name: 'Menu' })
    await user.click(toggle)
    await user.click(within(nav()).getByRole('link', { name: 'Cartão Ponto' }).closest('aside')!)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
    await user.click(toggle)
    await user.click(document.querySelector('[data-fundo-menu]')!)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('[SHELL-024] opening a group closes the other', async () => {
    const { user } = await setup()
    const banco = await within(nav()).findByRole('button', { name: 'Banco de Horas / Dias' })
    const configuracoes = within(nav()).getByRole('button', { name: 'Configurações' })
    await user.click(banco)
    expect(banco).toHaveAttribute('aria-expanded', 'true')
    expect(within(nav()).getByRole('link', { name: 'Banco de Horas' })).toBeVisible()
    await user.click(configuracoes)
    expect(configuracoes).toHaveAttribute('aria-expanded', 'true')
    expect(banco).toHaveAttribute('aria-expanded', 'false')
    expect(within(nav()).queryByRole('link', { name: 'Banco de Horas' })).not.toBeInTheDocument()
    expect(within(nav()).getByRole('link', { name: 'Eventos' })).toBeVisible()
  })

  it('[SHELL-024] the group of the current route starts open', async () => {
    await setup({ path: '/bancohoras-saldo' })
    const banco = await within(nav()).findByRole('button', { name: 'Banco de Horas / Dias' })
    expect(banco).toHaveAttribute('aria-expanded', 'true')
    expect(within(nav()).getByRole('link', { name: 'Saldo de Banco de Horas' })).toHaveAttribute('aria-current', 'page')
  })

  it('[SHELL-025][SHELL-028] the menu lists only what the user may open', async () => {
    await setup()
    const items = within(nav()).getAllByRole('listitem')
    await waitFor(() => expect(items.length).toBeGreaterThan(0))
    const labels = within(nav())
      .getAllByRole('link')
      .concat(within(nav()).getAllByRole('button'))
      .map((el) => el.textContent)
    expect(labels).toEqual(
      expect.arrayContaining(['Início', 'Cartão Ponto', 'Banco de Horas / Dias', 'Cadastros', 'Configurações']),
    )
    expect(labels).not.toContain('Inconsistências')
    expect(labels).not.toContain('Permissões')
  })

  it('[SHELL-048] the settings area at the top right lists the Configurações entries, hidden in special mode', async () => {
    const { user } = await setup()
    await user.click(await screen.findByRole('button', { name: 'Ajustes' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Configuração de Campos',
      'Eventos',
    ])
  })

  it('[SHELL-048][SHELL-047] special mode hides the settings area and shows a single Funcionários entry', async () => {
    await setup({ config: { modoEspecial: true } })
    expect(await within(nav()).findByRole('link', { name: 'Funcionários' })).toHaveAttribute('href', '/funcionario')
    expect(within(nav()).queryByRole('button', { name: 'Cadastros' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ajustes' })).not.toBeInTheDocument()
  })

  it('[CLOCK-006][CLOCK-007] the receipts entry appears when clocking in and receipts are enabled', async () => {
    const { user } = await setup({ permiteBaterPonto: true, config: { geraComprovanteMarcacao: true } })
    await user.click(await within(nav()).findByRole('button', { name: 'Arquivos Fiscais' }))
    expect(within(nav()).getByRole('link', { name: 'Comprovantes de Marcação' })).toHaveAttribute(
      'href',
      '/comprovantes-marcacao',
    )
  })

  it('[SHELL-016] ctrl+b goes to /relogio', async () => {
    const { user, router } = await setup()
    await screen.findByText('Prefeitura Municipal de Santa Aurora')
    await user.keyboard('{Control>}b{/Control}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/relogio'))
  })

  it('[SHELL-008] shows one of the two brands', async () => {
    await setup()
    const logo = await screen.findByRole('link', { name: 'Ponto' })
    expect(logo).toHaveAttribute('data-brand', 'default')
  })
})
