import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('hour bank and compensation bank registers', () => {
  it('lists hour banks (HAL) with limits as hh:mm and saves a new one', async () => {
    const dbKey = freshDb()
    const lista = await (await call('/api/bancohoras', { as: 'admin', dbKey })).json()
    expect(lista._embedded.bancohoras[0]).toMatchObject({
      descricao: 'Banco de Horas Prefeitura',
      limiteCredito: '40:00',
      limiteDebito: '20:00',
    })
    const novo = await call('/api/bancohoras', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: {
        descricao: 'Banco teste',
        empresaId: 1,
        inicio: '2026-01-01',
        validadeMeses: 6,
        limiteCredito: '30:00',
        limiteDebito: '10:00',
      },
    })
    expect(novo.status).toBe(201)
    expect(await novo.json()).toMatchObject({ codigo: 3, limiteCredito: '30:00' })
    expect((await call('/api/bancohoras/1', { method: 'DELETE', as: 'admin', dbKey })).status).toBe(409)
  })

  it('[REG-059][mock] a compensation bank is by COMPETENCIAS or by DIAS, nothing else', async () => {
    const dbKey = freshDb()
    const invalido = await call('/api/banco-compensacao', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { descricao: 'X', tipo: 'SEMANAS', inicio: '2026-01-01', validade: 3 },
    })
    expect((await invalido.json()).errors[0]).toMatchObject({ property: 'tipo', message: 'deve ser COMPETENCIAS ou DIAS' })
    const ok = await call('/api/banco-compensacao', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { descricao: 'Por dias', tipo: 'DIAS', inicio: '2026-01-01', validade: 60 },
    })
    expect(await ok.json()).toMatchObject({ tipo: 'DIAS', validade: 60, apenasLancamentoManual: false })
  })
})
