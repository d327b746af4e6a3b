import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { SessaoContext, type Sessao } from '@/entities/sessao'
import { renderWithProviders, server } from '@/shared/lib/test'
import { HomePage } from './home-page'

// nivo draws nothing in jsdom: the lazy chart module is replaced, so the test sees whether it is requested.
vi.mock('./divisao-horas-chart', () => ({
  default: ({ rows }: { rows: unknown[] }) => <div data-testid="divisao-horas-chart">{rows.length} linhas</div>,
}))

const base = { cpf: '39053344705', celular: '11987650002', userid: 'u', email: 'x@ponto.local' }
const rh: Sessao = {
  ...base,
  username: 'rh',
  name: 'Rita',
  groups: ['rh'],
  permissions: ['front_solicitacao_aprovar', 'front_solicitacao'],
}
const supervisor: Sessao = { ...base, username: 'supervisor', name: 'Sérgio', groups: ['supervisor'], permissions: [] }
const funcionario: Sessao = {
  ...base,
  username: '52998224725',
  name: 'Fernanda Funcionária',
  groups: ['usuario'],
  permissions: ['front_manutencao_visualizar', 'front_relogio', 'front_solicitacao', 'front_aceites'],
}

const rows = [
  { competencia: '09/2026', horasTrabalhadas: 8000, horasExtras: 120, faltas: 40 },
  { competencia: '10/2026', horasTrabalhadas: '8100:30', horasExtras: 130, faltas: '32.5' },
]

interface Api {
  divisao?: unknown[]
  solicitacoes?: unknown[]
  failing?: string
}

function mockApi({ divisao = rows, solicitacoes = [], failing }: Api = {}) {
  const calls: URL[] = []
  const counts: Record<string, number> = { funcionarios: 73, departamentos: 6, cargos: 11, localtrabalho: 4 }
  server.use(
    http.get('/api/home/:kind', ({ request, params }) => {
      const url = new URL(request.url)
      calls.push(url)
      if (failing === url.pathname) return HttpResponse.json({ status: 500, message: 'Banco indisponível' }, { status: 500 })
      if (params.kind === 'divisaoHoras') return HttpResponse.json(divisao)
      return HttpResponse.json(counts[String(params.kind)])
    }),
    http.get('/api/solicitacao', ({ request }) => {
      calls.push(new URL(request.url))
      return HttpResponse.json({
        content: solicitacoes,
        totalElements: solicitacoes.length,
        totalPages: 1,
        size: 20,
        number: 0,
        first: true,
        last: true,
        numberOfElements: solicitacoes.length,
        empty: solicitacoes.length === 0,
      })
    }),
    http.get('/api/config/search/load', () => HttpResponse.json({ current: { id: 42, mes: 11, ano: 2026 } })),
    http.get('/api/funcionarios/permite-bater-ponto', () => HttpResponse.json(true)),
  )
  return calls
}

async function setup(sessao: Sessao) {
  const rootRoute = createRootRoute()
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const result = renderWithProviders(
    <SessaoContext.Provider value={{ sessao, logout: async () => {}, refresh: async () => {} }}>
      <RouterProvider router={router} />
    </SessaoContext.Provider>,
  )
  await screen.findByRole('heading', { name: 'Início', level: 1 })
  return result
}

const tile = (label: string) => screen.getByRole('link', { name: new RegExp(label) })

describe('HomePage', () => {
  it('[HOME-001][HOME-003][HOME-004][HOME-005][HOME-006] staff see the four count tiles with their links', async () => {
    const calls = mockApi()
    await setup(rh)
    await waitFor(() => expect(tile('Funcionários')).toHaveTextContent('73'))
    expect(tile('Funcionários')).toHaveAttribute('href', '/funcionario')
    expect(tile('Departamentos')).toHaveTextContent('6')
    expect(tile('Departamentos')).toHaveAttribute('href', '/departamento')
    expect(tile('Cargos')).toHaveTextContent('11')
    expect(tile('Cargos')).toHaveAttribute('href', '/cargo')
    expect(tile('Locais de Trabalho')).toHaveTextContent('4')
    expect(tile('Locais de Trabalho')).toHaveAttribute('href', '/localtrabalho')
    expect(calls.map((u) => u.pathname)).toEqual(
      expect.arrayContaining(['/api/home/funcionarios', '/api/home/departamentos', '/api/home/cargos', '/api/home/localtrabalho']),
    )
  })

  it('[HOME-002] a plain employee sees no tiles and no chart, and nothing is asked for them', async () => {
    const calls = mockApi()
    await setup(funcionario)
    expect(await screen.findByRole('heading', { name: 'Olá, Fernanda!' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cartão Ponto' })).toHaveAttribute('href', '/manutencao')
    expect(await screen.findByRole('link', { name: 'Bater o Ponto' })).toHaveAttribute('href', '/relogio')
    expect(screen.getByRole('link', { name: 'Solicitações' })).toHaveAttribute('href', '/solicitacao')
    expect(screen.queryByRole('link', { name: /Funcionários/ })).not.toBeInTheDocument()
    expect(screen.queryByText('Divisao das Horas')).not.toBeInTheDocument()
    expect(calls.filter((u) => u.pathname.startsWith('/api/home'))).toHaveLength(0)
  })

  it('[HOME-007][HOME-008] draws the Divisao das Horas chart with more than one row, loaded lazily', async () => {
    mockApi()
    await setup(rh)
    const card = screen.getByRole('heading', { name: 'Divisao das Horas' }).closest('section')!
    expect(await within(card).findByTestId('divisao-horas-chart')).toHaveTextContent('2 linhas')
    expect(within(card).queryByText('Nao existem dados para serem exibidos no grafico')).not.toBeInTheDocument()
  })

  it('[HOME-009] with one row shows the no-data message instead of the chart', async () => {
    mockApi({ divisao: rows.slice(0, 1) })
    await setup(rh)
    expect(await screen.findByText('Nao existem dados para serem exibidos no grafico')).toBeInTheDocument()
    expect(screen.queryByTestId('divisao-horas-chart')).not.toBeInTheDocument()
  })

  it('[HOME-009] with no rows shows the no-data message', async () => {
    mockApi({ divisao: [] })
    await setup(supervisor)
    expect(await screen.findByText('Nao existem dados para serem exibidos no grafico')).toBeInTheDocument()
  })

  it('[HOME-010][HOME-011][HOME-012][HOME-013] approvers see the pending requests of the current competence', async () => {
    const calls = mockApi({
      solicitacoes: [
        {
          id: 15,
          funcionario: { id: 3, nome: 'Carlos Pereira' },
          inicio: '2026-11-10',
          fim: '2026-11-12',
          tipoSolicitacao: { id: 1, descricao: 'Abono de falta' },
          status: 'PENDENTE',
        },
      ],
    })
    await setup(rh)
    const card = screen.getByRole('heading', { name: 'Solicitacoes Para Deferimento' }).closest('section')!
    const table = await within(card).findByRole('table')
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Funcionário',
      'Início',
      'Fim',
      'Tipo',
      'Situação',
    ])
    const row = within(table).getAllByRole('row')[1]!
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Carlos Pereira',
      '10/11/2026',
      '12/11/2026',
      'Abono de falta',
      'Pendente',
    ])
    expect(within(row).getByRole('link', { name: 'Carlos Pereira' })).toHaveAttribute('href', '/solicitacao/15/aprovacao')
    const request = calls.find((u) => u.pathname === '/api/solicitacao')!
    expect(request.searchParams.get('escopo')).toBe('PARA_DEFERIMENTO')
    expect(request.searchParams.has('search')).toBe(true)
    expect(request.searchParams.get('competencia')).toBe('42')
  })

  it('[HOME-014] an empty pending list says so', async () => {
    mockApi({ solicitacoes: [] })
    await setup(rh)
    expect(await screen.findByText('Nenhuma solicitacao pendente!')).toBeInTheDocument()
  })

  it('[HOME-010] users without the approval role neither see nor load the table', async () => {
    const calls = mockApi()
    await setup(supervisor)
    await screen.findByTestId('divisao-horas-chart')
    expect(screen.queryByText('Solicitacoes Para Deferimento')).not.toBeInTheDocument()
    expect(calls.some((u) => u.pathname === '/api/solicitacao')).toBe(false)
  })

  it('[HOME-016] a failed home call shows the shared error banner', async () => {
    mockApi({ failing: '/api/home/cargos' })
    await setup(rh)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Banco indisponível')
    expect(within(alert).getByRole('button', { name: 'Fechar' })).toBeInTheDocument()
    expect(tile('Funcionários')).toHaveTextContent('73')
  })
})
