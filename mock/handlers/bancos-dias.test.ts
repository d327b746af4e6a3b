import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/bancodias/search/fulltext', () => {
  it('[TC-165][mock] answers a Spring page of day banks matching the text', async () => {
    const dbKey = freshDb()
    const body = await (await call('/api/bancodias/search/fulltext?text=aniversario', { as: 'rh', dbKey })).json()
    expect(body).toMatchObject({
      content: [{ id: 2, descricao: 'Folga de aniversário', ativo: true }],
      totalElements: 1,
      number: 0,
      size: 20,
    })
    const todos = await (await call('/api/bancodias/search/fulltext', { as: 'funcionario', dbKey })).json()
    expect(todos.content.map((b: { descricao: string }) => b.descricao)).toEqual([
      'Folga de aniversário',
      'Folgas TRE (Justiça Eleitoral)',
      'Plantões de fim de semana',
    ])
  })
})

describe('the day bank register', () => {
  it('[REG-054][REG-055][mock] reads a day bank: id and descricao', async () => {
    const body = await (await call('/api/bancodias/1', { as: 'admin', dbKey: freshDb() })).json()
    expect(body).toEqual({ id: 1, descricao: expect.any(String), ativo: expect.any(Boolean) })
  })

  it('[REG-056][mock] POST creates and PUT /{id} saves; a repeated description is refused', async () => {
    const dbKey = freshDb()
    const criado = await call('/api/bancodias', { method: 'POST', as: 'admin', dbKey, body: { descricao: 'Folgas de plantão' } })
    expect(criado.status).toBe(201)
    const { id } = await criado.json()
    const salvo = await call(`/api/bancodias/${id}`, {
      method: 'PUT',
      as: 'admin',
      dbKey,
      body: { descricao: 'Folgas de plantão (2026)', ativo: false },
    })
    expect(await salvo.json()).toEqual({ id, descricao: 'Folgas de plantão (2026)', ativo: false })
    const repetido = await call('/api/bancodias', { method: 'POST', as: 'admin', dbKey, body: { descricao: 'folgas de plantão (2026)' } })
    expect(repetido.status).toBe(400)
  })

  it('[REG-057][mock] DELETE removes an unused bank; one employees use is 409', async () => {
    const dbKey = freshDb()
    const { id } = await (await call('/api/bancodias', { method: 'POST', as: 'admin', dbKey, body: { descricao: 'Temporário' } })).json()
    expect((await call(`/api/bancodias/${id}`, { method: 'DELETE', as: 'admin', dbKey })).status).toBe(204)
    expect((await call('/api/bancodias/1', { method: 'DELETE', as: 'admin', dbKey })).status).toBe(409)
  })
})
