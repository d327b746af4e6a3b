import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { server } from '@/shared/lib/test'
import { createResource } from './resource'

const item = z.object({ id: z.number(), descricao: z.string() })
const cargo = createResource({ key: 'cargo', resource: 'cargos', item, sort: ['descricao,asc'], projection: 'details', update: 'post' })
const escala = createResource({ key: 'escala-page', resource: 'escalas', item, update: 'post' })
const equipamento = createResource({ key: 'equipamento', resource: 'equipamentos', item })
const competencia = createResource({ key: 'competencia-save', resource: 'competencias', item, savePath: 'save' })

function gravar() {
  const vistos: { method: string; url: URL; body?: unknown }[] = []
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url)
      const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json()
      vistos.push({ method: request.method, url, body })
      if (request.method === 'DELETE') return new HttpResponse(null, { status: 204 })
      if (request.method !== 'GET') return HttpResponse.json({ id: 7, descricao: 'salvo' })
      if (/\/\d+$/.test(url.pathname)) return HttpResponse.json({ id: 3, descricao: 'Analista' })
      if (url.pathname.startsWith('/api/cargos')) {
        return HttpResponse.json({
          _embedded: { cargos: [{ id: 3, descricao: 'Analista' }] },
          page: { size: 20, totalElements: 41, totalPages: 3, number: 1 },
        })
      }
      return HttpResponse.json({ content: [{ id: 9, descricao: 'Evento' }], size: 20, totalElements: 1, totalPages: 1, number: 0 })
    }),
  )
  return vistos
}

describe('createResource', () => {
  it('[API-010][API-012] reads a HAL list with paging and the default sort', async () => {
    const vistos = gravar()
    const page = await new QueryClient().fetchQuery(cargo.queries.list({ page: 1, size: 20 }))
    expect(page).toEqual({ items: [{ id: 3, descricao: 'Analista' }], page: { size: 20, totalElements: 41, totalPages: 3, number: 1 } })
    expect(vistos[0]?.url.pathname).toBe('/api/cargos')
    expect(vistos[0]?.url.searchParams.toString()).toBe('page=1&size=20&sort=descricao%2Casc')
  })

  it('[API-011] reads a Spring page list the same way', async () => {
    gravar()
    const page = await new QueryClient().fetchQuery(escala.queries.list({ page: 0, size: 20 }))
    expect(page.items).toEqual([{ id: 9, descricao: 'Evento' }])
    expect(page.page.totalElements).toBe(1)
  })

  it('[API-003] a typed text searches /search/fulltext with text, page, size and the chosen sort', async () => {
    const vistos = gravar()
    await new QueryClient().fetchQuery(cargo.queries.list({ page: 0, size: 20, text: ' anal ', sort: ['id,desc'] }))
    expect(vistos[0]?.url.pathname).toBe('/api/cargos/search/fulltext')
    expect(Object.fromEntries(vistos[0]!.url.searchParams)).toEqual({ text: 'anal', page: '0', size: '20', sort: 'id,desc' })
  })

  it('[REG-061] reads one item with its projection', async () => {
    const vistos = gravar()
    expect(await new QueryClient().fetchQuery(cargo.queries.detail(3))).toEqual({ id: 3, descricao: 'Analista' })
    expect(`${vistos[0]?.url.pathname}${vistos[0]?.url.search}`).toBe('/api/cargos/3?projection=details')
  })

  it('[REG-073] saves a new item with POST, an existing one with PUT /{id} (or POST when the API wants it), deletes with DELETE', async () => {
    const vistos = gravar()
    await cargo.save({ id: null, descricao: 'novo' })
    await equipamento.save({ id: 3, descricao: 'mudado' })
    await escala.save({ id: 9, descricao: 'mudado' })
    await cargo.remove(3)
    await competencia.save({ id: 13, descricao: 'x' })
    expect(vistos.map((v) => `${v.method} ${v.url.pathname}`)).toEqual([
      'POST /api/cargos',
      'PUT /api/equipamentos/3',
      'POST /api/escalas',
      'DELETE /api/cargos/3',
      'POST /api/competencias/save',
    ])
    expect(vistos[1]?.body).toEqual({ id: 3, descricao: 'mudado' })
  })

  it('keeps every key under the entity root, so invalidating it refreshes lists and items', () => {
    expect(cargo.queries.list({ page: 0, size: 20 }).queryKey.slice(0, 2)).toEqual(['cargo', 'list'])
    expect(cargo.queries.detail(3).queryKey).toEqual(['cargo', 'detail', '3'])
    expect(cargo.queries.all()).toEqual(['cargo'])
  })
})
