import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/bancodias/search/fulltext', () => {
  it('[TC-165] answers a Spring page of day banks matching the text', async () => {
    const dbKey = freshDb()
    const body = await (await call('/api/bancodias/search/fulltext?text=aniversario', { as: 'rh', dbKey })).json()
    expect(body).toMatchObject({ content: [{ id: 2, descricao: 'Folga de aniversário', ativo: true }], totalElements: 1, number: 0, size: 20 })
    const todos = await (await call('/api/bancodias/search/fulltext', { as: 'funcionario', dbKey })).json()
    expect(todos.content.map((b: { descricao: string }) => b.descricao)).toEqual(['Folga de aniversário', 'Folgas TRE (Justiça Eleitoral)', 'Plantões de fim de semana'])
  })
})
