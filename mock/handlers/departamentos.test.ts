import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const descricoes = (body: { _embedded: { departamentos: { descricao: string }[] } }) => body._embedded.departamentos.map((d) => d.descricao)

describe('GET /api/departamentos/search/fulltext', () => {
  it('[TC-034][mock] answers HAL (rel departamentos) matching the text', async () => {
    const body = await (await call('/api/departamentos/search/fulltext?text=saude', { as: 'rh', dbKey: freshDb() })).json()
    expect(descricoes(body)).toEqual(['Secretaria Municipal de Saúde'])
    expect(body._embedded.departamentos[0]).toMatchObject({ id: 2, codigo: 2, empresaId: 1 })
    expect(body.page.totalElements).toBe(1)
  })

  it('offers a responsible user only the departments they answer for', async () => {
    const dbKey = freshDb()
    const todos = await (await call('/api/departamentos/search/fulltext', { as: 'rh', dbKey })).json()
    expect(todos.page.totalElements).toBe(8)
    const proprios = await (await call('/api/departamentos/search/fulltext', { as: 'responsavel', dbKey })).json()
    expect(descricoes(proprios)).toEqual(['Secretaria Municipal de Administração', 'Secretaria Municipal de Saúde'])
  })
})
