import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  RouterProvider,
  stripSearchParams,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartaoInput, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { SessaoContext, type Sessao } from '@/entities/sessao'
import { createTestQueryClient, server } from '@/shared/lib/test'
import { prepararCartaoPonto } from '../model/preparar'
import { MANUTENCAO_SEARCH_DEFAULTS, manutencaoSearchSchema, parseRouteId, routeParams } from '../model/search'
import { CartaoPontoPage } from './cartao-ponto-page'

const comp = (id: number, mes: number, situacao: string) => ({
  id, ano: 2026, mes, inicio: `2026-${String(mes).padStart(2, '0')}-01`, fim: `2026-${String(mes).padStart(2, '0')}-28`,
  descricao: '', descricaoCurta: '', fechada: situacao !== 'ABERTA', situacao,
})
const pessoa = (id: number) => ({ id, matricula: String(1000 + id), nome: `Pessoa ${id}`, nomeOrNomeSocial: `Pessoa ${id}` })
/** Pages of two (the server's size): [1, 2], [3, 4]. */
const PAGINAS = [[1, 2], [3, 4]]

function backend() {
  const cartoes: string[] = []
  server.use(
    http.get('/api/competencias', () =>
      HttpResponse.json({
        _embedded: { competencias: [comp(11, 11, 'ABERTA'), comp(10, 10, 'FECHADA')] },
        page: { size: 9999, totalElements: 2, totalPages: 1, number: 0 },
      }),
    ),
    http.get('/api/funcionarios/search/fulltext', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'))
      const ids = PAGINAS[page] ?? []
      return HttpResponse.json({ content: ids.map(pessoa), totalElements: 4, totalPages: 2, size: 2, number: page })
    }),
    // The header's links in force (REG-007, REG-058): none here.
    http.get('/api/funcionarios/:id/quadro-vigente', () => new HttpResponse(null, { status: 204 })),
    http.get('/api/funcionarios/:id/bancodias-vigente', () => new HttpResponse(null, { status: 204 })),
    // No saved views: unanswered, their failure is a second alert racing the card's (TC-008 failed so on a busy machine).
    http.get('/api/visoes-salvas', () => HttpResponse.json([])),
    http.get('/api/cartaoponto', ({ request }) => {
      const url = new URL(request.url)
      const id = Number(url.searchParams.get('funcionarioId'))
      cartoes.push(`${url.searchParams.get('competenciaId')}/${id}`)
      const card = cartaoInput()
      return HttpResponse.json({ ...card, funcionario: { ...card.funcionario, ...pessoa(id), cpf: '11111111111' } })
    }),
  )
  return cartoes
}

async function renderPage(path: string, sessao: Sessao = SESSOES.rh) {
  const queryClient = createTestQueryClient()
  const rootRoute = createRootRoute({
    component: () => (
      <SessaoContext.Provider value={{ sessao, logout: async () => {}, refresh: async () => {} }}>
        <Outlet />
      </SessaoContext.Provider>
    ),
  })
  const load = async (escolha: { competenciaId: number | null; funcionarioId: number | null }, search: ReturnType<typeof manutencaoSearchSchema.parse>) => {
    const destino = await prepararCartaoPonto(queryClient, sessao, escolha, search)
    if (destino) {
      const params = routeParams(destino.competenciaId, destino.funcionarioId)
      throw redirect({ to: '/manutencao/$competencia/$funcionario', params, search, replace: true } as never)
    }
  }
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: 'manutencao',
    validateSearch: manutencaoSearchSchema,
    search: { middlewares: [stripSearchParams(MANUTENCAO_SEARCH_DEFAULTS)] },
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ deps }) => load({ competenciaId: null, funcionarioId: null }, deps.search),
    component: function Index() {
      return <CartaoPontoPage competenciaId={null} funcionarioId={null} search={index.useSearch()} />
    },
  })
  const cartao = createRoute({
    getParentRoute: () => rootRoute,
    path: 'manutencao/$competencia/$funcionario',
    validateSearch: manutencaoSearchSchema,
    search: { middlewares: [stripSearchParams(MANUTENCAO_SEARCH_DEFAULTS)] },
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ params, deps }) =>
      load({ competenciaId: parseRouteId(params.competencia), funcionarioId: parseRouteId(params.funcionario) }, deps.search),
    component: function Cartao() {
      const params = cartao.useParams() as unknown as { competencia: string; funcionario: string }
      return (
        <CartaoPontoPage
          competenciaId={parseRouteId(params.competencia)}
          funcionarioId={parseRouteId(params.funcionario)}
          search={cartao.useSearch()}
        />
      )
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, cartao]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await screen.findByRole('heading', { name: 'Cartão Ponto' })
  return { router, queryClient }
}

const location = (router: { state: { location: { href: string } } }) => router.state.location.href

describe('CartaoPontoPage', () => {
  it('[TC-001][TC-024] /manutencao loads no card and shows the default competence', async () => {
    const cartoes = backend()
    await renderPage('/manutencao')
    expect(await screen.findByText('11/2026 (aberta)')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(cartoes).toEqual([])
  })

  it('[TC-002][TC-007] shows a spinner, then the card of the competence and employee', async () => {
    backend()
    await renderPage('/manutencao/11/2')
    expect(screen.getByRole('status', { name: 'Carregando cartão ponto...' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /^1002 - Pessoa 2/ })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Carregando cartão ponto...' })).not.toBeInTheDocument()
  })

  it('[TC-008][TC-009] a load failure shows its message under the title, without a spinner', async () => {
    backend()
    server.use(http.get('/api/cartaoponto', () => HttpResponse.json({ erro: 'Funcionário sem quadro na competência' }, { status: 400 })))
    await renderPage('/manutencao/11/2')
    expect(await screen.findByRole('alert')).toHaveTextContent('Funcionário sem quadro na competência')
    expect(screen.queryByRole('status', { name: 'Carregando cartão ponto...' })).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('[TC-019][TC-020][TC-021][TC-005] steps across the pages the server reports, with the cards prefetched', async () => {
    const cartoes = backend()
    const { router } = await renderPage('/manutencao/11/2')
    await screen.findByRole('link', { name: /^1002 - Pessoa 2/ })
    const proximo = screen.getByRole('button', { name: 'Próximo funcionário' })
    await expect.poll(() => cartoes).toEqual(expect.arrayContaining(['11/2', '11/3', '11/1']))
    expect(proximo).toBeEnabled()
    const user = userEvent.setup()
    await user.click(proximo)
    expect(await screen.findByRole('link', { name: /^1003 - Pessoa 3/ })).toBeInTheDocument()
    expect(location(router)).toBe('/manutencao/11/3?page=1')
    await user.click(screen.getByRole('button', { name: 'Funcionário anterior' }))
    expect(await screen.findByRole('link', { name: /^1002 - Pessoa 2/ })).toBeInTheDocument()
    expect(location(router)).toBe('/manutencao/11/2')
    expect(cartoes.filter((c) => c === '11/3')).toHaveLength(1)
    expect(cartoes.filter((c) => c === '11/2')).toHaveLength(1)
  })

  it('[TC-017][TC-018] the very ends of the list disable the buttons', async () => {
    backend()
    await renderPage('/manutencao/11/4?page=1')
    await screen.findByRole('link', { name: /^1004 - Pessoa 4/ })
    await expect.poll(() => screen.getByRole('button', { name: 'Funcionário anterior' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Próximo funcionário' })).toBeDisabled()
  })

  it('[TC-024] choosing an employee without a competence opens the default competence', async () => {
    backend()
    const { router } = await renderPage('/manutencao/0/3')
    expect(await screen.findByRole('link', { name: /^1003 - Pessoa 3/ })).toBeInTheDocument()
    expect(location(router)).toBe('/manutencao/11/3')
  })

  it('a plain employee has no picker, stepping or filter and lands on their own card', async () => {
    backend()
    const { router } = await renderPage('/manutencao', SESSOES.funcionario)
    expect(await screen.findByText(/^1001 - Pessoa 1/)).toBeInTheDocument()
    expect(location(router)).toMatch(/^\/manutencao\/11\/1/)
    expect(screen.queryByRole('combobox', { name: 'Funcionário' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Próximo funcionário' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Filtrar' })).not.toBeInTheDocument()
  })
})
