import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface Competencia { id: number; ano: number; mes: number; inicio: string; fim: string; situacao: string; descricaoCurta: string }

async function lista(query: string): Promise<{ _embedded: { competencias: Competencia[] }; page: Record<string, number> }> {
  const response = await call(`/api/competencias?${query}`, { as: 'funcionario', dbKey: freshDb() })
  expect(response.status).toBe(200)
  return response.json()
}

describe('GET /api/competencias', () => {
  it('[TC-022][TC-023] answers every competence in one HAL page for size=9999, by year then month, newest first', async () => {
    const body = await lista('size=9999&sort=ano,desc&sort=mes,desc')
    expect(body.page).toEqual({ size: 9999, totalElements: 13, totalPages: 1, number: 0 })
    const descricoes = body._embedded.competencias.map((c) => c.descricaoCurta)
    expect(descricoes.slice(0, 3)).toEqual(['11/2026', '10/2026', '09/2026'])
    expect(descricoes.at(-1)).toBe('11/2025')
    expect(body._embedded.competencias[0]).toMatchObject({ situacao: 'ABERTA', inicio: '2026-11-01', fim: '2026-11-30' })
  })

  it('[REG-045] sorts by fim descending and pages with the default size otherwise', async () => {
    const porFim = await lista('sort=fim,desc&size=5')
    expect(porFim._embedded.competencias.map((c) => c.fim)).toEqual(['2026-11-30', '2026-10-31', '2026-09-30', '2026-08-31', '2026-07-31'])
    expect(porFim.page).toMatchObject({ size: 5, totalPages: 3 })
    const padrao = await lista('')
    expect(padrao.page.size).toBe(20)
    expect(padrao._embedded.competencias.map((c) => c.id)).toEqual([...Array(13).keys()].map((i) => i + 1))
  })

  it('[REG-041] gives one competence by id, 404 when unknown, 401 without a token', async () => {
    const dbKey = freshDb()
    expect(await (await call('/api/competencias/13', { as: 'rh', dbKey })).json()).toMatchObject({ id: 13, ano: 2026, mes: 11, fechada: false })
    expect((await call('/api/competencias/99', { as: 'rh', dbKey })).status).toBe(404)
    expect((await call('/api/competencias', { dbKey })).status).toBe(401)
  })
})
