import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { CLIENT_ID } from '@mock/idp/demo-users'
import { signTestToken } from '@mock/idp/test-token'
import { SessaoContext, sessaoFromToken, type Sessao } from '@/entities/sessao'
import { createQueryClient } from '@/shared/api'
import { formatDate } from '@/shared/lib'
import { connectMockBackend, type MockBackend } from '@/shared/lib/test/mock-backend'
import { dataDeReferencia, hojeEmBrasilia } from '@/widgets/cartao-ponto-cabecalho/model/data-referencia'
import { manutencaoSearchSchema, parseRouteId } from '../model/search'
import { CartaoPontoPage } from './cartao-ponto-page'

let backend: MockBackend
let queryClient: QueryClient
let sessao: Sessao
/** The employee calls the page sent. */
let chamadas: URL[]

beforeEach(async () => {
  backend = await connectMockBackend('rh')
  sessao = sessaoFromToken(await signTestToken('rh', { dbKey: backend.dbKey }), CLIENT_ID)
  queryClient = createQueryClient()
  chamadas = []
  const enviar = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
    if (url.pathname.startsWith('/api/funcionarios/')) chamadas.push(url)
    return enviar(input, init)
  })
  // The router scrolls to the top on every navigation; jsdom has no layout to scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  queryClient.clear()
  vi.mocked(globalThis.fetch).mockRestore()
  vi.mocked(window.scrollTo).mockRestore()
  backend.disconnect()
})

/** The real time card page at /manutencao/{competencia}/{funcionario}; resolves when the header shows the employee. */
async function abrirCartao(competenciaId: number, funcionarioId: number) {
  const root = createRootRoute({
    component: () => (
      <SessaoContext.Provider value={{ sessao, logout: async () => {}, refresh: async () => {} }}>
        <main>
          <Outlet />
        </main>
      </SessaoContext.Provider>
    ),
  })
  const cartao = createRoute({
    getParentRoute: () => root,
    path: 'manutencao/$competencia/$funcionario',
    validateSearch: manutencaoSearchSchema,
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
  // Where the page's links lead: nothing to render here.
  const outras = createRoute({ getParentRoute: () => root, path: '$', component: () => null })
  const router = createRouter({
    routeTree: root.addChildren([cartao, outras]),
    history: createMemoryHistory({ initialEntries: [`/manutencao/${competenciaId}/${funcionarioId}`] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const cabecalho = await screen.findByRole('region', { name: 'Funcionário e ações' }, { timeout: 15_000 })
  return within(within(cabecalho).getByRole('group', { name: 'Vínculos vigentes' }))
}

/** The competence holding the mock's "today", and the one before it. */
function competencias() {
  const db = dbFor(backend.dbKey)
  const hoje = db.today.toLocaleDateString('sv-SE')
  const ordenadas = [...db.competencias].sort((a, b) => a.inicio.localeCompare(b.inicio))
  const indice = ordenadas.findIndex((c) => c.inicio <= hoje && hoje <= c.fim)
  return { atual: ordenadas[indice]!, anterior: ordenadas[indice - 1]! }
}

describe('the time card header against the mock backend', () => {
  it("[REG-007][REG-058] shows the employee's schedule in force and the day bank linked on the card's day", async () => {
    const { atual } = competencias()
    const vinculos = await abrirCartao(atual.id, 1)
    const data = dataDeReferencia(atual, hojeEmBrasilia())
    const quadro = await vinculos.findByRole('link', { name: '001 - Administrativo 08:00-12:00 / 13:00-17:00' })
    expect(quadro).toHaveAttribute('href', '/horariotrabalho/1')
    expect(quadro.closest('div')).toHaveTextContent('Quadro de horário vigente:001 - Administrativo 08:00-12:00 / 13:00-17:00 (Fixo)')
    const banco = await vinculos.findByText('Folgas TRE (Justiça Eleitoral)')
    expect(banco.closest('div')).toHaveTextContent(`Banco de dias vigente em ${formatDate(data)}:Folgas TRE (Justiça Eleitoral)`)
    expect(chamadas.map((url) => url.pathname)).toContain('/api/funcionarios/1/quadro-vigente')
    expect(chamadas.find((url) => url.pathname === '/api/funcionarios/1/bancodias-vigente')?.searchParams.get('data')).toBe(data)
  })

  it('[REG-058] a past competence reads the day bank on its last day; without a link the header says so', async () => {
    const { anterior } = competencias()
    const db = dbFor(backend.dbKey)
    const semBanco = db.funcionarios.find((f) => f.ativo && f.controlaPonto && f.bancosDias.length === 0 && f.quadrosHorario.length > 0)!
    const vinculos = await abrirCartao(anterior.id, semBanco.id)
    const rotulo = await vinculos.findByText(`Banco de dias vigente em ${formatDate(anterior.fim)}:`)
    await expect.poll(() => rotulo.closest('div')?.textContent).toBe(`Banco de dias vigente em ${formatDate(anterior.fim)}:Nenhum`)
    const pedido = chamadas.find((url) => url.pathname === `/api/funcionarios/${semBanco.id}/bancodias-vigente`)
    expect(pedido?.searchParams.get('data')).toBe(anterior.fim)
  })

  it('[REG-007] an employee without a schedule in force: the header says none', async () => {
    const { atual } = competencias()
    const semQuadro = dbFor(backend.dbKey).funcionarios.find((f) => f.ativo && f.controlaPonto && f.quadrosHorario.length === 0)!
    const vinculos = await abrirCartao(atual.id, semQuadro.id)
    const rotulo = await vinculos.findByText('Quadro de horário vigente:')
    await expect.poll(() => rotulo.closest('div')?.textContent).toBe('Quadro de horário vigente:Nenhum')
    expect(vinculos.queryByRole('link')).not.toBeInTheDocument()
  })
})
