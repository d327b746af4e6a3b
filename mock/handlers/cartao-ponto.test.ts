import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const CARTAO = '/api/cartaoponto?funcionarioId=1&competenciaId=13'

describe('GET /api/cartaoponto', () => {
  it('[TC-006] returns the card for the employee and competence', async () => {
    const dbKey = freshDb()
    const response = await call(CARTAO, { as: 'rh', dbKey })
    expect(response.status).toBe(200)
    const card = cartaoPontoSchema.parse(await response.json())
    expect(card).toMatchObject({ funcionario: { id: 1, nome: 'Fernanda Funcionária' }, competencia: { id: 13, descricaoCurta: '11/2026', situacao: 'ABERTA' } })
    expect(Object.keys(card.manutencaoDTO.registros)).toHaveLength(30)
  })

  it('[TC-006] needs a token and front_manutencao_visualizar', async () => {
    const dbKey = freshDb()
    expect((await call(CARTAO, { dbKey })).status).toBe(401)
    expect((await call(CARTAO, { as: 'semacesso', dbKey })).status).toBe(403)
    expect((await call(CARTAO, { as: 'rh', dbKey, overrides: { permissions: ['front_manutencao'] } })).status).toBe(403)
  })

  it('[TC-006] a plain employee sees only their own card', async () => {
    const dbKey = freshDb()
    expect((await call(CARTAO, { as: 'funcionario', dbKey })).status).toBe(200)
    const outro = await call('/api/cartaoponto?funcionarioId=2&competenciaId=13', { as: 'funcionario', dbKey })
    expect(outro.status).toBe(403)
    expect(await outro.json()).toMatchObject({ status: 403, error: 'Forbidden', path: '/api/cartaoponto' })
  })

  it('[TC-006] a responsible user sees the employees of their departments and work places only', async () => {
    const dbKey = freshDb()
    expect((await call(CARTAO, { as: 'responsavel', dbKey })).status).toBe(200)
    // Employee 47 works in Obras at the Garagem Municipal, outside the responsible user's scope.
    expect((await call('/api/cartaoponto?funcionarioId=47&competenciaId=13', { as: 'responsavel', dbKey })).status).toBe(403)
    expect((await call('/api/cartaoponto?funcionarioId=47&competenciaId=13', { as: 'supervisor', dbKey })).status).toBe(200)
  })

  it('answers 400 with Spring validation errors for a missing or non-numeric parameter, 404 for unknown ids', async () => {
    const dbKey = freshDb()
    const semParametros = await call('/api/cartaoponto?funcionarioId=abc', { as: 'rh', dbKey })
    expect(semParametros.status).toBe(400)
    expect(await semParametros.json()).toEqual({
      errors: [
        { entity: 'CartaoPonto', property: 'funcionarioId', invalidValue: 'abc', message: 'deve ser um número inteiro' },
        { entity: 'CartaoPonto', property: 'competenciaId', invalidValue: null, message: 'não deve ser nulo' },
      ],
    })
    const inexistente = await call('/api/cartaoponto?funcionarioId=999&competenciaId=13', { as: 'rh', dbKey })
    expect(inexistente.status).toBe(404)
    expect(await inexistente.text()).toBe('')
    expect((await call('/api/cartaoponto?funcionarioId=1&competenciaId=99', { as: 'rh', dbKey })).status).toBe(404)
  })

  it('[TC-205][TC-097] day records keyed by date carry the day error, the others null', async () => {
    const dbKey = freshDb()
    const card = cartaoPontoSchema.parse(await (await call(CARTAO, { as: 'rh', dbKey })).json())
    expect(card.manutencaoDTO.registros['2026-11-10']).toMatchObject({ error: 'Numero impar de marcacoes!', registro: { data: '2026-11-10', error: true } })
    expect(card.manutencaoDTO.registros['2026-11-05']).toMatchObject({ error: null, registro: { error: false, errorMessage: null } })
  })

  it('[TC-206] carries the month totals as hh:mm strings', async () => {
    const dbKey = freshDb()
    const card = cartaoPontoSchema.parse(await (await call('/api/cartaoponto?funcionarioId=33&competenciaId=13', { as: 'rh', dbKey })).json())
    expect(card.manutencaoDTO).toMatchObject({ totalHoraExtra70: '00:40', totalAtraso: '00:25', totalDiasFalta: 1, totalFalta: '08:00' })
    expect(card.manutencaoDTO.totalHoraExtra).toMatch(/^\d{2}:\d{2}$/)
    expect(card.manutencaoDTO.totalHorasGeral).toMatch(/^-?\d{2,}:\d{2}$/)
  })
})

describe('POST /api/registros/recalcular/{competencia}/{funcionario}', () => {
  it('[TC-046] recalculates an employee competence', async () => {
    const dbKey = freshDb()
    const response = await call('/api/registros/recalcular/13/1', { method: 'POST', as: 'rh', dbKey })
    expect(response.status).toBe(204)
    expect(dbFor(dbKey).mesesGerados['1:13']).toBe(true)
    expect((await call('/api/registros/recalcular/13/999', { method: 'POST', as: 'rh', dbKey })).status).toBe(404)
    expect((await call('/api/registros/recalcular/13/1', { method: 'POST', as: 'supervisor', dbKey })).status).toBe(403)
  })

  it('[TC-047] is refused with 409 while the record is locked', async () => {
    const dbKey = freshDb()
    // Employee 35 has the current competence locked in the seed.
    const response = await call('/api/registros/recalcular/13/35', { method: 'POST', as: 'rh', dbKey })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ status: 409, error: 'Conflict', message: 'Registro bloqueado para edicao.' })
  })
})
