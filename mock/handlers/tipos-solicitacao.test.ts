import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('the request type register', () => {
  it('lists the types with their reason and day bank, creates one and keeps one in use', async () => {
    const dbKey = freshDb()
    const lista = await (await call('/api/tipos-solicitacao?size=50', { as: 'admin', dbKey })).json()
    expect(lista.content.find((t: { descricao: string }) => t.descricao === 'Folga TRE')).toMatchObject({
      motivo: { id: 114 },
      bancoDias: { id: 1 },
    })
    const novo = await call('/api/tipos-solicitacao', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { descricao: 'Curso', motivo: { id: 109 }, informaHoras: true },
    })
    expect(novo.status).toBe(201)
    expect(await novo.json()).toMatchObject({
      descricao: 'Curso',
      motivo: { id: 109, descricao: 'Treinamento' },
      bancoDias: null,
      ativo: true,
    })
    const semMotivo = await call('/api/tipos-solicitacao', { method: 'POST', as: 'admin', dbKey, body: { descricao: 'X' } })
    expect((await semMotivo.json()).errors[0]).toMatchObject({ property: 'motivo' })
    expect((await call('/api/tipos-solicitacao/1', { method: 'DELETE', as: 'admin', dbKey })).status).toBe(409)
  })
})
