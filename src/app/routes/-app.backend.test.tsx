import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SessaoContext } from '@/entities/sessao'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { routeTree } from '../routeTree.gen'

/**
 * The application's own route table under the authenticated layout (src/app/routes/_app.tsx: the shell, the
 * notifications bell, the guards), as `rh`, against the real mock handlers.
 */
const app = usarAppNoMock('rh')

function abrir(caminho: string) {
  const { queryClient, sessao } = app()
  const router = createRouter({
    routeTree,
    context: { queryClient, auth: { isAuthenticated: true, sessao } },
    history: createMemoryHistory({ initialEntries: [caminho] }),
  })
  render(
    <SessaoContext.Provider value={{ sessao, logout: async () => {}, refresh: async () => {} }}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessaoContext.Provider>,
  )
  return { router, user: userEvent.setup({ delay: null }) }
}

/** Leaves the app and opens it again at `caminho`, with nothing kept in the query cache: what a reload reads. */
function recarregar(caminho: string) {
  cleanup()
  app().queryClient.clear()
  return abrir(caminho)
}

const SEM_QUADRO = '/funcionario?semQuadroHoras=true&ativo=true&controlaPonto=true'
const SEM_MATRICULA = '/funcionario?semMatricula=true&ativo=true&controlaPonto=true'

/** Opens the bell once its lists are in; the panel and its items. */
async function abrirSino(user: ReturnType<typeof userEvent.setup>) {
  const bell = await screen.findByRole('button', { name: /^Notificações/ })
  await waitFor(() => expect(bell).not.toHaveAccessibleName('Notificações: 0 pendentes'))
  await user.click(bell)
  const panel = within(screen.getByRole('region', { name: 'Notificações' }))
  await panel.findByRole('heading', { name: 'Notificações' })
  const aviso = (href: string) =>
    panel.getAllByRole('listitem').find((item) => within(item).queryByRole('link')?.getAttribute('href') === href)
  const marcarUma = () => panel.queryAllByRole('button', { name: /^Marcar como lida/ })
  return { panel, aviso, marcarUma }
}

describe('the authenticated layout, against the mock backend', { timeout: 30_000 }, () => {
  it('[SHELL-021] a path outside the route table shows the not-found screen inside the shell', async () => {
    const { router } = abrir('/nao-existe')
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/nao-existe')
  })
})

describe('the notifications bell, against the mock backend', { timeout: 30_000 }, () => {
  it('[HOME-018][HOME-020][HOME-021][HOME-022] lists the employee warnings (label-warning, linked to the filtered lists) and the system notifications (label-danger)', async () => {
    const { router, user } = abrir('/')
    const { panel, aviso, marcarUma } = await abrirSino(user)
    for (const href of [SEM_QUADRO, SEM_MATRICULA]) {
      expect(within(aviso(href)!).getByLabelText(/^Total: /)).toHaveClass('label-warning')
    }
    const sistema = panel.getAllByRole('listitem').filter((item) => within(item).queryByRole('button', { name: /^Marcar como lida/ }))
    expect(sistema.length).toBeGreaterThan(0)
    expect(sistema).toHaveLength(marcarUma().length)
    for (const item of sistema) expect(within(item).getByLabelText(/^Total: /)).toHaveClass('label-danger')

    expect(app().requisicoes).toEqual(expect.arrayContaining(['GET /api/funcionarios/notificacoes', 'GET /api/notificacoes']))

    await user.click(within(aviso(SEM_QUADRO)!).getByRole('link'))
    await waitFor(() => expect(router.state.location.href).toBe(SEM_QUADRO))
  })

  it('[HOME-023] marking one notification read removes it, also after a reload', async () => {
    const { user } = abrir('/')
    const { marcarUma } = await abrirSino(user)
    const antes = marcarUma().length
    await user.click(marcarUma()[0]!)
    await waitFor(() => expect(marcarUma()).toHaveLength(antes - 1))
    expect(app().requisicoes.filter((r) => /^POST \/api\/notificacoes\/[^/]+\/markasread$/.test(r))).toHaveLength(1)

    const depois = await abrirSino(recarregar('/').user)
    expect(depois.aviso(SEM_QUADRO)).toBeDefined()
    expect(depois.marcarUma()).toHaveLength(antes - 1)
  })

  it('[HOME-024] Marcar todas como lidas empties the system notifications and keeps the warnings, also after a reload', async () => {
    const { user } = abrir('/')
    const { panel, aviso, marcarUma } = await abrirSino(user)
    expect(marcarUma().length).toBeGreaterThan(0)
    await user.click(panel.getByRole('button', { name: 'Marcar todas como lidas' }))
    await waitFor(() => expect(marcarUma()).toHaveLength(0))
    expect(aviso(SEM_QUADRO)).toBeDefined()
    expect(app().requisicoes).toContain('POST /api/notificacoes/markallread')

    const depois = await abrirSino(recarregar('/').user)
    expect(depois.aviso(SEM_QUADRO)).toBeDefined()
    expect(depois.aviso(SEM_MATRICULA)).toBeDefined()
    expect(depois.marcarUma()).toHaveLength(0)
  })
})
