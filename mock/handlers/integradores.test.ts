import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/integradores/ultimo-contato', () => {
  it('[REG-084][mock] gives id, nome and lastContact of the configured integrator', async () => {
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

describe('the integrator register', () => {
  it('[REG-084][mock] lists integrators with id, nome and lastContact; the configured one is kept', async () => {
    const dbKey = freshDb()
    const body = await (await call('/api/integradores', { as: 'admin', dbKey })).json()
    expect(Object.keys(body._embedded.integradores[0]).sort()).toEqual(['id', 'lastContact', 'nome'])
    const novo = await call('/api/integradores', { method: 'POST', as: 'admin', dbKey, body: { nome: 'Folha ERP' } })
    expect(await novo.json()).toMatchObject({ nome: 'Folha ERP', lastContact: null })
    const configurado = dbFor(dbKey).config.integradorId
    expect((await call(`/api/integradores/${configurado}`, { method: 'DELETE', as: 'admin', dbKey })).status).toBe(409)
  })
})
