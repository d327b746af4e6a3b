import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/cargos/search/fulltext', () => {
  it('[TC-034] answers HAL (rel cargos) with descricaoComCodigo, matching text without accents', async () => {
    const body = await (await call('/api/cargos/search/fulltext?text=tecnico', { as: 'rh', dbKey: freshDb() })).json()
    expect(body._embedded.cargos.map((c: { descricaoComCodigo: string }) => c.descricaoComCodigo))
      .toEqual(['005 - Técnico de Enfermagem', '016 - Técnico de Manutenção'])
    expect(body.page).toEqual({ size: 20, totalElements: 2, totalPages: 1, number: 0 })
  })

  it('[TC-034] pages and sorts as asked', async () => {
    const body = await (await call('/api/cargos/search/fulltext?page=1&size=5&sort=codigo,desc', { as: 'rh', dbKey: freshDb() })).json()
    expect(body.page).toEqual({ size: 5, totalElements: 16, totalPages: 4, number: 1 })
    expect(body._embedded.cargos.map((c: { codigo: string }) => c.codigo)).toEqual(['011', '010', '009', '008', '007'])
  })
})
