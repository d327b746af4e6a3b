import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface Competencia {
  id: number
  ano: number
  mes: number
  inicio: string
  fim: string
  situacao: string
  descricaoCurta: string
}

async function lista(query: string): Promise<{ _embedded: { competencias: Competencia[] }; page: Record<string, number> }> {
  const response = await call(`/api/competencias?${query}`, { as: 'funcionario', dbKey: freshDb() })
  expect(response.status).toBe(200)
  return response.json()
}

describe('GET /api/competencias', () => {
  it('[TC-022][TC-023][mock] answers every competence in one HAL page for size=9999, by year then month, newest first', async () => {
    const body = await lista('size=9999&sort=ano,desc&sort=mes,desc')
    // Spring Data REST serves at most 1000 a page (max-page-size): still every competence.
    expect(body.page).toEqual({ size: 1000, totalElements: 13, totalPages: 1, number: 0 })
    const descricoes = body._embedded.competencias.map((c) => c.descricaoCurta)
    expect(descricoes.slice(0, 3)).toEqual(['11/2026', '10/2026', '09/2026'])
    expect(descricoes.at(-1)).toBe('11/2025')
    expect(body._embedded.competencias[0]).toMatchObject({ situacao: 'ABERTA', inicio: '2026-11-01', fim: '2026-11-30' })
  })

  it('[REG-045][mock] sorts by fim descending and pages with the default size otherwise', async () => {
    const porFim = await lista('sort=fim,desc&size=5')
    expect(porFim._embedded.competencias.map((c) => c.fim)).toEqual(['2026-11-30', '2026-10-31', '2026-09-30', '2026-08-31', '2026-07-31'])
    expect(porFim.page).toMatchObject({ size: 5, totalPages: 3 })
    const padrao = await lista('')
    expect(padrao.page.size).toBe(20)
    expect(padrao._embedded.competencias.map((c) => c.id)).toEqual([...Array(13).keys()].map((i) => i + 1))
  })

  it('[REG-041][mock] gives one competence by id, 404 when unknown, 401 without a token', async () => {
    const dbKey = freshDb()
    expect(await (await call('/api/competencias/13', { as: 'rh', dbKey })).json()).toMatchObject({
      id: 13,
      ano: 2026,
      mes: 11,
      fechada: false,
    })
    expect((await call('/api/competencias/99', { as: 'rh', dbKey })).status).toBe(404)
    expect((await call('/api/competencias', { dbKey })).status).toBe(401)
  })
})

describe('the competence register', () => {
  const dbKeyWith = () => freshDb()

  it('[REG-042][mock] POST /api/competencias/proxima opens the month after the last one', async () => {
    const dbKey = dbKeyWith()
    const resposta = await call('/api/competencias/proxima', { method: 'POST', as: 'admin', dbKey })
    expect(resposta.status).toBe(201)
    expect(await resposta.json()).toMatchObject({
      ano: 2026,
      mes: 12,
      inicio: '2026-12-01',
      fim: '2026-12-31',
      situacao: 'ABERTA',
      fechada: false,
      descricaoCurta: '12/2026',
    })
  })

  it('[REG-043][mock] POST /api/competencias/save creates and saves; a repeated month is refused', async () => {
    const dbKey = dbKeyWith()
    const novo = await call('/api/competencias/save', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { ano: 2027, mes: 1, inicio: '2027-01-01', fim: '2027-01-31' },
    })
    expect(novo.status).toBe(201)
    const criada = await novo.json()
    const fechada = await call('/api/competencias/save', { method: 'POST', as: 'admin', dbKey, body: { ...criada, situacao: 'FECHADA' } })
    expect(await fechada.json()).toMatchObject({ id: criada.id, situacao: 'FECHADA', fechada: true })
    const repetida = await call('/api/competencias/save', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { ano: 2027, mes: 1, inicio: '2027-01-01', fim: '2027-01-31' },
    })
    expect((await repetida.json()).errors[0]).toMatchObject({ property: 'mes', message: 'já existe uma competência para este mês' })
  })

  it('[REG-044][mock] DELETE removes an empty competence; one with time cards is 409', async () => {
    const dbKey = dbKeyWith()
    const { id } = await (await call('/api/competencias/proxima', { method: 'POST', as: 'admin', dbKey })).json()
    expect((await call(`/api/competencias/${id}`, { method: 'DELETE', as: 'admin', dbKey })).status).toBe(204)
    await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })
    expect((await call('/api/competencias/13', { method: 'DELETE', as: 'admin', dbKey })).status).toBe(409)
  })

  it('[REG-046][mock] GET /api/competencias/{id}/recalcular recalculates an open competence; a closed one is 400', async () => {
    const dbKey = dbKeyWith()
    expect((await call('/api/competencias/13/recalcular', { as: 'admin', dbKey })).status).toBe(204)
    expect((await call('/api/competencias/12/recalcular', { as: 'admin', dbKey })).status).toBe(400)
    expect((await call('/api/competencias/13/recalcular', { as: 'supervisor', dbKey })).status).toBe(403)
  })
})
