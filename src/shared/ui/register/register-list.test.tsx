import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { createResource } from '@/shared/api'
import { renderWithProviders, server } from '@/shared/lib/test'
import { RegisterList } from './register-list'

const item = z.object({ id: z.number(), descricao: z.string() })
const cargos = createResource({ key: 'cargo-lista', resource: 'cargos', item, sort: ['descricao,asc'], update: 'post' })
const TODOS = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, descricao: `Cargo ${String(i + 1).padStart(2, '0')}` }))

function servidor() {
  const pedidos: URL[] = []
  const responder = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    pedidos.push(url)
    const text = (url.searchParams.get('text') ?? '').toLowerCase()
    const page = Number(url.searchParams.get('page'))
    const size = Number(url.searchParams.get('size'))
    const achados = TODOS.filter((c) => c.descricao.toLowerCase().includes(text))
    const desc = url.searchParams.get('sort') === 'descricao,desc'
    const ordenados = desc ? [...achados].reverse() : achados
    return HttpResponse.json({
      _embedded: { cargos: ordenados.slice(page * size, page * size + size) },
      page: { size, totalElements: achados.length, totalPages: Math.ceil(achados.length / size), number: page },
    })
  }
  server.use(http.get('/api/cargos', responder), http.get('/api/cargos/search/fulltext', responder))
  return pedidos
}

function renderList(onOpen = vi.fn()) {
  renderWithProviders(
    <RegisterList
      title="Cargos"
      list={cargos.queries.list}
      columns={[{ id: 'descricao', header: 'Descrição', cell: (c) => c.descricao, sort: 'descricao' }]}
      rowId={(c) => String(c.id)}
      onOpen={onOpen}
    />,
  )
  return onOpen
}

describe('RegisterList', () => {
  it('[REG-072] pages with the server page info', async () => {
    servidor()
    const user = userEvent.setup()
    renderList()
    expect(await screen.findByText('Página 1 de 3 · 45 registros')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Próxima' }))
    expect(await screen.findByRole('button', { name: 'Cargo 21' })).toBeInTheDocument()
    expect(screen.getByText('Página 2 de 3 · 45 registros')).toBeInTheDocument()
  })

  it('[API-005] searches once the typing settles, from the first page', async () => {
    const pedidos = servidor()
    const user = userEvent.setup()
    renderList()
    await screen.findByText('Página 1 de 3 · 45 registros')
    await user.type(screen.getByLabelText('Pesquisar'), 'go 4')
    expect(await screen.findByText('Página 1 de 1 · 6 registros')).toBeInTheDocument()
    const buscas = pedidos.filter((u) => u.pathname.endsWith('/search/fulltext'))
    expect(buscas.map((u) => u.searchParams.get('text'))).toEqual(['go 4'])
    await user.type(screen.getByLabelText('Pesquisar'), '4')
    expect(await screen.findByText('Página 1 de 1 · 1 registro')).toBeInTheDocument()
  })

  it('sorts by a column on the server and opens a row', async () => {
    const pedidos = servidor()
    const user = userEvent.setup()
    const onOpen = renderList()
    await screen.findByText('Página 1 de 3 · 45 registros')
    await user.click(screen.getByRole('button', { name: /Descrição/ }))
    await user.click(screen.getByRole('button', { name: /Descrição/ }))
    await user.click(await screen.findByRole('button', { name: 'Cargo 45' }))
    expect(pedidos.at(-1)?.searchParams.get('sort')).toBe('descricao,desc')
    expect(screen.getByRole('columnheader', { name: /Descrição/ })).toHaveAttribute('aria-sort', 'descending')
    expect(onOpen).toHaveBeenCalledWith({ id: 45, descricao: 'Cargo 45' })
  })

  it('[REG-072][REG-078] a failed load ends in the error state, shown by this screen', async () => {
    server.use(http.get('/api/cargos', () => HttpResponse.json({ message: 'Tabela indisponível' }, { status: 500 })))
    renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('Tabela indisponível')
    expect(screen.getByRole('region', { name: 'Cargos' })).toContainElement(screen.getByRole('alert'))
  })
})
