import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createTestQueryClient, server } from '@/shared/lib/test'
import { funcionarioQueries } from './funcionario.queries'

function answer(onRequest: (url: URL) => void) {
  server.use(
    http.get('/api/funcionarios/search/fulltext', ({ request }) => {
      onRequest(new URL(request.url))
      return HttpResponse.json({
        content: [{ id: 7, matricula: '0007', nome: 'Ana', nomeOrNomeSocial: 'Ana', ativo: true, controlaPonto: true }],
        totalElements: 41, totalPages: 3, size: 15, number: 1,
        first: false, last: false, numberOfElements: 1, empty: false,
      })
    }),
  )
}

describe('employee search', () => {
  it('[TC-013][TC-014][TC-015][TC-016] sends text, page, size, controlaPonto=true, orderBy and the filters, and reads content and page info', async () => {
    let url: URL | undefined
    answer((u) => (url = u))
    const result = await createTestQueryClient().fetchQuery(
      funcionarioQueries.search({ text: 'ana', page: 1, size: 15, filtro: { cargo: 4, classe: 2, ativo: false, permiteHoraExtra: true } }),
    )
    const params = url?.searchParams
    expect(params?.get('text')).toBe('ana')
    expect(params?.get('page')).toBe('1')
    expect(params?.get('size')).toBe('15')
    expect(params?.get('controlaPonto')).toBe('true')
    expect(params?.getAll('orderBy')).toEqual(['ativo,desc', 'controlaPonto,desc', 'nome', 'matricula'])
    expect(params?.get('cargo')).toBe('4')
    expect(params?.get('classe')).toBe('2')
    expect(params?.get('ativo')).toBe('false')
    expect(params?.get('permiteHoraExtra')).toBe('true')
    expect(params?.has('empresa')).toBe(false)
    expect(result.items.map((f) => f.id)).toEqual([7])
    expect(result.page).toEqual({ size: 15, totalElements: 41, totalPages: 3, number: 1 })
  })

  it('[TC-021][TC-030] without a size the server default applies; the default filter sends ativo=true only', async () => {
    let url: URL | undefined
    answer((u) => (url = u))
    await createTestQueryClient().fetchQuery(funcionarioQueries.search({ filtro: { ativo: true, permiteHoraExtra: 'todos' } }))
    expect(url?.searchParams.has('size')).toBe(false)
    expect(url?.searchParams.get('ativo')).toBe('true')
    expect(url?.searchParams.has('permiteHoraExtra')).toBe(false)
    expect(url?.searchParams.get('page')).toBe('0')
  })
})
