import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const simular = (dbKey: string, body: unknown, as = 'admin') => call('/api/relogio/simulador', { method: 'POST', as, dbKey, body })

async function dia(dbKey: string, data: string, funcionarioId = 1) {
  const cartao = cartaoPontoSchema.parse(
    await (await call(`/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=13`, { as: 'admin', dbKey })).json(),
  )
  return cartao.manutencaoDTO.registros[data]?.registro
}

describe('POST /api/relogio/simulador', () => {
  it('[AUTH-075][mock] only with front_relogio_simulador (administrators): 403 for HR', async () => {
    const dbKey = freshDb()
    expect((await simular(dbKey, { funcionarioId: 1, data: '2026-11-10', horas: ['17:00'] }, 'rh')).status).toBe(403)
    expect((await call('/api/relogio/simulador', { method: 'POST', dbKey, body: {} })).status).toBe(401)
  })

  it('punches the clock at the chosen times: ORIGINAL punches with receipts that complete the day', async () => {
    const dbKey = freshDb()
    expect((await dia(dbKey, '2026-11-10'))?.errorMessage).toBe('Numero impar de marcacoes!')
    const response = await simular(dbKey, { funcionarioId: 1, data: '2026-11-10', horas: ['17:00'] })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { marcacoes: { hora: string; nsr: number; comprovante: { equipamento: string } }[] }
    expect(body.marcacoes).toEqual([expect.objectContaining({ hora: '17:00', nsr: expect.any(Number), comprovante: expect.objectContaining({ equipamento: 'REP-P Web' }) })])
    const depois = await dia(dbKey, '2026-11-10')
    expect(depois?.error).toBe(false)
    expect(depois?.marcacoes[1]?.saida).toMatchObject({ hora: '17:00', tipoMarcacao: 'ORIGINAL' })
  })

  it('a night shift’s exit punched the next morning closes the shift on the day it began (domain.md rule 14)', async () => {
    // Employee 55 works 12x36 19:00-07:00; on 2026-11-08 only the 19:00 entry was punched.
    const dbKey = freshDb()
    expect((await dia(dbKey, '2026-11-08', 55))?.errorMessage).toBe('Numero impar de marcacoes!')
    expect((await simular(dbKey, { funcionarioId: 55, data: '2026-11-09', horas: ['07:00'] })).status).toBe(201)
    const turno = await dia(dbKey, '2026-11-08', 55)
    expect(turno?.error).toBe(false)
    expect(turno?.marcacoes[0]).toMatchObject({ entrada: { hora: '19:00', data: '2026-11-08' }, saida: { hora: '07:00', data: '2026-11-09' } })
    expect((await dia(dbKey, '2026-11-09', 55))?.marcacoes.every((p) => !p.entrada && !p.saida)).toBe(true)
  })

  it('validates the employee, the date and the times; a closed competence is refused', async () => {
    const dbKey = freshDb()
    const vazio = await simular(dbKey, { funcionarioId: null, data: '', horas: [] })
    expect(vazio.status).toBe(400)
    const { errors } = (await vazio.json()) as { errors: { property: string; message: string }[] }
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['funcionarioId', 'Selecione o funcionário'], ['data', 'Informe a data'], ['horas', 'Informe ao menos um horário'],
    ])
    expect((await simular(dbKey, { funcionarioId: 1, data: '2026-11-10', horas: ['25:00'] })).status).toBe(400)
    expect((await simular(dbKey, { funcionarioId: 1, data: '2026-12-01', horas: ['08:00'] })).status).toBe(400)
    const fechada = await simular(dbKey, { funcionarioId: 1, data: '2026-10-05', horas: ['08:00'] })
    expect(fechada.status).toBe(400)
    expect(await fechada.json()).toMatchObject({ message: 'A competencia da data nao esta aberta.' })
  })
})
