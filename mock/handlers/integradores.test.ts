import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/integradores/ultimo-contato', () => {
  it('[REG-084] gives id, nome and lastContact of the configured integrator', async () => {
    const dbKey = freshDb()
    const response = await call('/api/integradores/ultimo-contato', { as: 'funcionario', dbKey })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: 1, nome: 'Integrador RH Folha', lastContact: dbFor(dbKey).integradores[0]!.lastContact })
  })

  it('answers 204 when no integrator is configured', async () => {
    const dbKey = freshDb()
    dbFor(dbKey).config.integradorId = null
    const response = await call('/api/integradores/ultimo-contato', { as: 'funcionario', dbKey })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })
})
