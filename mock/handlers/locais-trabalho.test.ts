import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/locaistrabalho/search/fulltext', () => {
  it('[TC-034][mock] answers HAL under the collection rel locaistrabalho, matching the text', async () => {
    const body = await (await call('/api/locaistrabalho/search/fulltext?text=garagem', { as: 'rh', dbKey: freshDb() })).json()
    expect(Object.keys(body._embedded)).toEqual(['locaistrabalho'])
    expect(body._embedded.locaistrabalho).toMatchObject([{ id: 4, descricao: 'Garagem Municipal', empresaId: 1 }])
  })

  it('offers a responsible user only their work places', async () => {
    const body = await (await call('/api/locaistrabalho/search/fulltext', { as: 'responsavel', dbKey: freshDb() })).json()
    expect(body._embedded.locaistrabalho.map((l: { descricao: string }) => l.descricao)).toEqual(['Paço Municipal', 'UBS Centro'])
  })
})
