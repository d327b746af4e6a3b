import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/classes/search/fulltext', () => {
  it('[REG-070][TC-034][mock] lists the 17 fixed classes in order, letter for letter (HAL rel classes)', async () => {
    const body = await (await call('/api/classes/search/fulltext?size=20', { as: 'rh', dbKey: freshDb() })).json()
    expect(body._embedded.classes.map((c: { id: number; descricao: string }) => `${c.id} ${c.descricao}`)).toEqual([
      '1 Efetivo (Estatutario)',
      '2 Efetivo (Outros Regimes)',
      '3 Comissionado',
      '4 Prefeito e Vice',
      '5 Contrato Prazo Determinado',
      '6 Contrato Prazo Indeterminado',
      '7 Estagiario',
      '8 Aposentado',
      '9 Pensionista',
      '10 Pensao Alimenticia',
      '11 Autonomo',
      '12 Conselheiro Tutelar',
      '13 Beneficiario Fundo Previdenciario',
      '14 Secretario Municipal',
      '15 Vereador',
      '16 Jovem Aprendiz',
      '17 Servico Voluntario Lei 9608/1998',
    ])
    expect(body.page.totalElements).toBe(17)
  })

  it('[TC-034][mock] narrows by text', async () => {
    const body = await (await call('/api/classes/search/fulltext?text=efetivo', { as: 'rh', dbKey: freshDb() })).json()
    expect(body._embedded.classes.map((c: { id: number }) => c.id)).toEqual([1, 2])
  })
})

describe('POST /api/classes', () => {
  it('[REG-071][mock] saves a class description; the fixed list takes no new class and loses none', async () => {
    const dbKey = freshDb()
    const salvo = await call('/api/classes', { method: 'POST', as: 'admin', dbKey, body: { id: 7, descricao: 'Estagiário' } })
    expect(await salvo.json()).toEqual({ id: 7, descricao: 'Estagiário' })
    const nova = await call('/api/classes', { method: 'POST', as: 'admin', dbKey, body: { descricao: 'Outra' } })
    expect(nova.status).toBe(400)
    expect((await call('/api/classes/7', { method: 'DELETE', as: 'admin', dbKey })).status).toBe(409)
    const todas = await (await call('/api/classes?size=50', { as: 'admin', dbKey })).json()
    expect(todas.page.totalElements).toBe(17)
  })
})
