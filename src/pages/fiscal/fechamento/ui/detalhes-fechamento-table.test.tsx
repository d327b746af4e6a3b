import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, server } from '@/shared/lib/test'
import { DetalhesFechamentoTable, type DetalhesFechamentoTableProps } from './detalhes-fechamento-table'

const linha = (id: number, nome: string) => ({
  funcionario: { id, matricula: String(1000 + id), nome }, departamento: 'Saúde', horasTrabalhadas: '168:00', horasExtras: '02:00',
  faltas: '00:00', atrasos: '00:10', adicionalNoturno: '00:00', diasInconsistentes: id === 2 ? 1 : 0, inconsistente: id === 2,
})
const pagina = (content: unknown[]) => ({ content, totalElements: content.length, totalPages: 1, size: 20, number: 0 })
const TODOS = [linha(1, 'Fernanda Funcionária'), linha(2, 'Rui Responsável')]

interface Chamada { at: number; url: URL; body: unknown }

function api() {
  const chamadas: Chamada[] = []
  const responder = (busca: string) => pagina(TODOS.filter((l) => l.funcionario.nome.toLowerCase().includes(busca.toLowerCase())))
  server.use(
    http.get('/api/fechamentos/preview/:id/detalhes', ({ request }) => {
      const url = new URL(request.url)
      chamadas.push({ at: performance.now(), url, body: null })
      return HttpResponse.json(responder(url.searchParams.get('search') ?? ''))
    }),
    http.post('/api/fechamentos/:id/detalhes', async ({ request }) => {
      const body = (await request.json()) as { funcionario: string }
      chamadas.push({ at: performance.now(), url: new URL(request.url), body })
      return HttpResponse.json(responder(body.funcionario))
    }),
  )
  return chamadas
}

async function montar(props: DetalhesFechamentoTableProps) {
  const root = createRootRoute()
  const route = createRoute({ getParentRoute: () => root, path: '/', component: () => <DetalhesFechamentoTable {...props} /> })
  const router = createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: ['/'] }) })
  renderWithProviders(<RouterProvider router={router} />)
  await screen.findByRole('link', { name: 'Fernanda Funcionária' })
}

/** Types the text; answers when its last keystroke happened (on a busy machine `type` may return well after it). */
async function digitar(texto: string) {
  const user = userEvent.setup()
  const campo = screen.getByRole('searchbox', { name: 'Pesquisar funcionário' })
  let ultimaTecla = 0
  const marcar = () => {
    ultimaTecla = performance.now()
  }
  campo.addEventListener('input', marcar)
  await user.type(campo, texto)
  campo.removeEventListener('input', marcar)
  return ultimaTecla
}

describe('DetalhesFechamentoTable', () => {
  it('[BATCH-020][BATCH-021] the preview details: GET with page, size, sort and search, searched once the typing rests 500 ms', async () => {
    const chamadas = api()
    await montar({ fonte: { idCompetencia: 12 }, competenciaId: 12 })
    expect(chamadas).toHaveLength(1)
    const primeira = chamadas[0]!.url
    expect(primeira.pathname).toBe('/api/fechamentos/preview/12/detalhes')
    expect(Object.fromEntries(primeira.searchParams)).toEqual({ page: '0', size: '20', sort: 'nome,asc' })
    const fim = await digitar('rui')
    await waitFor(() => expect(chamadas).toHaveLength(2), { timeout: 2000 })
    const busca = chamadas[1]!
    expect(busca.url.searchParams.get('search')).toBe('rui')
    expect(busca.at - fim).toBeGreaterThanOrEqual(450)
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fernanda Funcionária' })).not.toBeInTheDocument())
    const rui = screen.getByRole('link', { name: 'Rui Responsável' })
    expect(rui).toHaveAttribute('href', '/manutencao/12/2')
    expect(within(rui.closest('tr')!).getByText('1 dia')).toBeInTheDocument()
  })

  it('[BATCH-022][BATCH-023] the closing details: POST with page, size, sort in the query and the search as funcionario in the body, debounced', async () => {
    const chamadas = api()
    await montar({ fonte: { idFechamento: 7 }, competenciaId: 12 })
    expect(chamadas[0]!.url.pathname).toBe('/api/fechamentos/7/detalhes')
    expect(Object.fromEntries(chamadas[0]!.url.searchParams)).toEqual({ page: '0', size: '20', sort: 'nome,asc' })
    expect(chamadas[0]!.body).toEqual({ funcionario: '' })
    const fim = await digitar('fern')
    await waitFor(() => expect(chamadas).toHaveLength(2), { timeout: 2000 })
    expect(chamadas[1]!.body).toEqual({ funcionario: 'fern' })
    expect(chamadas[1]!.at - fim).toBeGreaterThanOrEqual(450)
    // a header sorts on the server
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Extras/ }))
    await waitFor(() => expect(chamadas.at(-1)!.url.searchParams.get('sort')).toBe('horasExtras,asc'))
    expect(chamadas.at(-1)!.body).toEqual({ funcionario: 'fern' })
  })
})
