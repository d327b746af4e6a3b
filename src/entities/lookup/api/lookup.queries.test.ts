import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createTestQueryClient, server } from '@/shared/lib/test'
import { lookupQueries, rememberLookup, searchLookup } from './lookup.queries'

const hal = (rel: string, items: unknown[]) => ({
  _embedded: { [rel]: items },
  page: { size: 20, totalElements: items.length, totalPages: 1, number: 0 },
})

describe('filter lookups', () => {
  it('[TC-034] each lookup searches its register full-text path with the typed text', async () => {
    const seen: string[] = []
    const paths = ['empresas', 'cargos', 'departamentos', 'locaistrabalho', 'classes', 'horarios']
    for (const resource of paths) {
      server.use(
        http.get(`/api/${resource}/search/fulltext`, ({ request }) => {
          seen.push(`${resource}?${new URL(request.url).searchParams.get('text')}`)
          return HttpResponse.json(hal(resource, [{ id: 1, codigo: 'A1', descricao: 'Um', descricaoComCodigo: 'A1 - Um', nome: 'Empresa Um' }]))
        }),
      )
    }
    const labels = [
      await searchLookup('empresa', 'x'),
      await searchLookup('cargo', 'x'),
      await searchLookup('departamento', 'x'),
      await searchLookup('localTrabalho', 'x'),
      await searchLookup('classe', 'x'),
      await searchLookup('quadroHorario', 'x'),
    ].map((options) => options[0]?.label)
    expect(seen).toEqual(paths.map((p) => `${p}?x`))
    expect(labels).toEqual(['Empresa Um', 'A1 - Um', 'Um', 'Um', 'Um', 'A1 - Um'])
  })

  it('[TC-033] the class lookup offers what /api/classes/search/fulltext returns', async () => {
    const classes = Array.from({ length: 17 }, (_, i) => ({ id: i + 1, descricao: `Classe ${i + 1}` }))
    server.use(http.get('/api/classes/search/fulltext', () => HttpResponse.json(hal('classes', classes))))
    const options = await searchLookup('classe', '')
    expect(options).toHaveLength(17)
    expect(options[16]).toEqual({ id: 17, label: 'Classe 17' })
  })

  it('[TC-032] names an id from its register, once per register, unless the option was chosen', async () => {
    let calls = 0
    server.use(
      http.get('/api/cargos/search/fulltext', () => {
        calls += 1
        return HttpResponse.json(hal('cargos', [{ id: 3, descricaoComCodigo: '003 - Enfermeiro' }, { id: 4, descricaoComCodigo: '004 - Motorista' }]))
      }),
    )
    const client = createTestQueryClient()
    expect(await client.fetchQuery(lookupQueries.option(client, 'cargo', 3))).toEqual({ id: 3, label: '003 - Enfermeiro' })
    expect(await client.fetchQuery(lookupQueries.option(client, 'cargo', 4))).toEqual({ id: 4, label: '004 - Motorista' })
    expect(calls).toBe(1)
    rememberLookup(client, 'departamento', { id: 9, label: 'Obras' })
    expect(await client.fetchQuery(lookupQueries.option(client, 'departamento', 9))).toEqual({ id: 9, label: 'Obras' })
  })
})
