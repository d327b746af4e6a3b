import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/classes/search/fulltext', () => {
  it('[REG-070][TC-034] lists the 17 fixed classes in order, letter for letter (HAL rel classes)', async () => {
    const body = await (await call('/api/classes/search/fulltext?size=20', { as: 'rh', dbKey: freshDb() })).json()
    expect(body._embedded.classes.map((c: { id: number; descricao: string }) => `${c.id} ${c.descricao}`)).toEqual([
      '1 Efetivo (Estatutario)', '2 Efetivo (Outros Regimes)', '3 Comissionado', '4 Prefeito e Vice', '5 Contrato Prazo Determinado',
      '6 Contrato Prazo Indeterminado', '7 Estagiario', '8 Aposentado', '9 Pensionista', '10 Pensao Alimenticia', '11 Autonomo',
      '12 Conselheiro Tutelar', '13 Beneficiario Fundo Previdenciario', '14 Secretario Municipal', '15 Vereador', '16 Jovem Aprendiz',
      '17 Servico Voluntario Lei 9608/1998',
    ])
    expect(body.page.totalElements).toBe(17)
  })

  it('[TC-034] narrows by text', async () => {
    const body = await (await call('/api/classes/search/fulltext?text=efetivo', { as: 'rh', dbKey: freshDb() })).json()
    expect(body._embedded.classes.map((c: { id: number }) => c.id)).toEqual([1, 2])
  })
})
