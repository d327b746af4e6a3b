import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
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
import { createQueryClient } from '@/shared/api'
import { renderWithProviders, server } from '@/shared/lib/test'
import { NOTIFICACAO_POLL_MS } from '@/entities/notificacao'
import { NotificacoesBell } from './notificacoes-bell'

interface Sistema {
  id: number
  name: string
  total: number
  tipo: string
  descricao: string
  text?: string
  dataHora?: string
  stackTrace?: string
}

function mockApi({ sistema = [] as Sistema[], semQuadro = 3, semMatricula = 0, funcionariosStatus = 200 } = {}) {
  const state = { sistema: [...sistema], requests: [] as string[] }
  server.use(
    http.get('/api/funcionarios/notificacoes', () => {
      state.requests.push('GET funcionarios')
      if (funcionariosStatus !== 200) return HttpResponse.json({ status: funcionariosStatus }, { status: funcionariosStatus })
      return HttpResponse.json([
        { name: 'semQuadroHoras', total: semQuadro, tipo: 'AVISO', descricao: 'Funcionários sem quadro de horário' },
        { name: 'semMatricula', total: semMatricula, tipo: 'AVISO', descricao: 'Funcionários sem matrícula' },
      ])
    }),
    http.get('/api/notificacoes', () => {
      state.requests.push('GET sistema')
      return HttpResponse.json(state.sistema)
    }),
    http.post('/api/notificacoes/:id/markasread', ({ params }) => {
      state.requests.push(`POST markasread ${String(params.id)}`)
      state.sistema = state.sistema.filter((n) => String(n.id) !== params.id)
      return new HttpResponse(null, { status: 204 })
    }),
    http.post('/api/notificacoes/markallread', () => {
      state.requests.push('POST markallread')
      state.sistema = []
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return state
}

const erroIntegracao: Sistema = {
  id: 7,
  name: 'integracao',
  total: 1,
  tipo: 'ERRO',
  descricao: 'Falha na integração com a folha',
  text: 'O arquivo de retorno não foi encontrado.',
  dataHora: '2026-11-16T08:30:00',
  stackTrace: 'java.io.FileNotFoundException: retorno.txt',
}
const avisoBackup: Sistema = { id: 8, name: 'backup', total: 1, tipo: 'AVISO', descricao: 'Backup atrasado' }

async function setup() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <NotificacoesBell />
        <Outlet />
      </>
    ),
  })
  const any = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null })
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, any]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const user = userEvent.setup()
  renderWithProviders(<RouterProvider router={router} />, { queryClient: createQueryClient() })
  const bell = await screen.findByRole('button', { name: /^Notificações/ })
  return { router, user, bell }
}

async function openPanel() {
  const { bell, user, router } = await setup()
  await waitFor(() => expect(bell).not.toHaveAccessibleName('Notificações: 0 pendentes'))
  await user.click(bell)
  const panel = screen.getByRole('region', { name: 'Notificações' })
  await within(panel).findByRole('heading', { name: 'Notificações' })
  return { panel, user, router, bell }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('NotificacoesBell', () => {
  it('[HOME-018][HOME-019] merges both sources and keeps only the items with total above 0', async () => {
    const api = mockApi({ sistema: [erroIntegracao], semQuadro: 3, semMatricula: 0 })
    const { panel, bell } = await openPanel()
    expect(api.requests).toEqual(expect.arrayContaining(['GET funcionarios', 'GET sistema']))
    expect(bell).toHaveAccessibleName('Notificações: 2 pendentes')
    expect(within(panel).getByText('Funcionários sem quadro de horário')).toBeInTheDocument()
    expect(within(panel).queryByText('Funcionários sem matrícula')).not.toBeInTheDocument()
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2)
  })

  it('[HOME-020][HOME-021] warnings are label-warning and link to the filtered employee lists', async () => {
    mockApi({ semQuadro: 3, semMatricula: 2 })
    const { panel, user, router } = await openPanel()
    const semQuadro = within(panel).getByRole('link', { name: 'Funcionários sem quadro de horário' })
    const semMatricula = within(panel).getByRole('link', { name: 'Funcionários sem matrícula' })
    expect(semQuadro).toHaveAttribute('href', '/funcionario?semQuadroHoras=true&ativo=true&controlaPonto=true')
    expect(semMatricula).toHaveAttribute('href', '/funcionario?semMatricula=true&ativo=true&controlaPonto=true')
    expect(within(panel).getByLabelText('Total: 3')).toHaveClass('label-warning')
    expect(within(panel).getByLabelText('Total: 2')).toHaveClass('label-warning')
    await user.click(semMatricula)
    await waitFor(() => expect(router.state.location.href).toBe('/funcionario?semMatricula=true&ativo=true&controlaPonto=true'))
    expect(screen.queryByRole('region', { name: 'Notificações' })).not.toBeInTheDocument()
  })

  it('[HOME-022][HOME-025] other notifications are label-danger and show their text, date and details', async () => {
    mockApi({ sistema: [erroIntegracao, avisoBackup], semQuadro: 0 })
    const { panel } = await openPanel()
    const items = within(panel).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    for (const item of items) expect(within(item).getByLabelText('Total: 1')).toHaveClass('label-danger')
    expect(items[0]).toHaveTextContent('Falha na integração com a folha')
    expect(items[0]).toHaveTextContent('O arquivo de retorno não foi encontrado.')
    expect(items[0]).toHaveTextContent('16/11/2026 08:30')
    expect(items[0]).toHaveTextContent('java.io.FileNotFoundException: retorno.txt')
  })

  it('[HOME-023] marks one notification read and refreshes the list', async () => {
    const api = mockApi({ sistema: [erroIntegracao, avisoBackup], semQuadro: 1 })
    const { panel, user } = await openPanel()
    expect(within(panel).queryByRole('button', { name: /Marcar como lida: Funcionários/ })).not.toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Marcar como lida: Falha na integração com a folha' }))
    await waitFor(() => expect(within(panel).queryByText('Falha na integração com a folha')).not.toBeInTheDocument())
    expect(api.requests).toContain('POST markasread 7')
    expect(within(panel).getByText('Backup atrasado')).toBeInTheDocument()
  })

  it('[HOME-024] marks all notifications read', async () => {
    const api = mockApi({ sistema: [erroIntegracao, avisoBackup], semQuadro: 1 })
    const { panel, user } = await openPanel()
    await user.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }))
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1))
    expect(api.requests).toContain('POST markallread')
    expect(within(panel).getByText('Funcionários sem quadro de horário')).toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: 'Marcar todas como lidas' })).not.toBeInTheDocument()
  })

  it('[HOME-019] says when there is nothing to show', async () => {
    mockApi({ semQuadro: 0 })
    const { bell, user } = await setup()
    await user.click(bell)
    expect(await screen.findByText('Nenhuma notificação.')).toBeInTheDocument()
    expect(bell).toHaveAccessibleName('Notificações: 0 pendentes')
  })

  it('[HOME-018] a source the user may not read counts as empty', async () => {
    mockApi({ sistema: [avisoBackup], funcionariosStatus: 403 })
    const { panel } = await openPanel()
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1)
    expect(within(panel).getByText('Backup atrasado')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('[HOME-017] polls every 15000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const api = mockApi({ semQuadro: 1 })
    const { bell } = await setup()
    await waitFor(() => expect(bell).toHaveAccessibleName('Notificações: 1 pendente'))
    expect(api.requests.filter((r) => r === 'GET sistema')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(NOTIFICACAO_POLL_MS - 1))
    expect(api.requests.filter((r) => r === 'GET sistema')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    await vi.waitFor(() => expect(api.requests.filter((r) => r === 'GET sistema')).toHaveLength(2))
    expect(api.requests.filter((r) => r === 'GET funcionarios')).toHaveLength(2)
  })
})
