import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const path = '/api/funcionarios/permite-bater-ponto'

describe('GET /api/funcionarios/permite-bater-ponto', () => {
  it('[CLOCK-003] is true for an active, time-controlling employee on the digital clock holding front_relogio', async () => {
    const response = await call(path, { as: 'funcionario', dbKey: freshDb() })
    expect(response.status).toBe(200)
    expect(await response.json()).toBe(true)
  })

  it('is false without front_relogio, without a linked employee, or when the employee may not clock in', async () => {
    const dbKey = freshDb()
    expect(await (await call(path, { as: 'funcionario', dbKey, overrides: { permissions: ['front_solicitacao'] } })).json()).toBe(false)
    expect(await (await call(path, { as: 'admin', dbKey })).json()).toBe(false)
    const fernanda = dbFor(dbKey).funcionarios[0]!
    fernanda.utilizaRelogioDigital = false
    expect(await (await call(path, { as: 'funcionario', dbKey })).json()).toBe(false)
    fernanda.utilizaRelogioDigital = true
    fernanda.ativo = false
    expect(await (await call(path, { as: 'funcionario', dbKey })).json()).toBe(false)
  })

  it('answers 401 without a token', async () => {
    expect((await call(path, { dbKey: freshDb() })).status).toBe(401)
  })
})
