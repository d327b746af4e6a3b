import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const totais = async (dbKey: string) => {
  const { manutencaoDTO: m } = await (await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })).json()
  return { mais: m.totalLancamentoBancoMais as string, final: m.totalSaldoBancoFinal as string }
}
const minutos = (hhmm: string) =>
  (hhmm.startsWith('-') ? -1 : 1) *
  hhmm
    .replace('-', '')
    .split(':')
    .reduce((h, m) => Number(h) * 60 + Number(m), 0)

describe('hour bank entries', () => {
  it('a credit entry raises the time card hour bank entries and its final balance', async () => {
    const dbKey = freshDb()
    const banco = dbFor(dbKey)
      .funcionarios.find((f) => f.id === 1)!
      .bancosHoras.at(-1)!.bancoHorasId
    const antes = await totais(dbKey)
    const resposta = await call('/api/banco-horas/lancamentos', {
      method: 'POST',
      as: 'rh',
      dbKey,
      body: {
        funcionario: { id: 1 },
        bancoHoras: { id: banco },
        data: '2026-11-10',
        tipo: 'CREDITO',
        horas: '02:30',
        observacao: 'Evento externo',
      },
    })
    expect(resposta.status).toBe(201)
    expect(await resposta.json()).toMatchObject({ tipo: 'CREDITO', horas: '02:30', funcionario: { id: 1 } })
    const depois = await totais(dbKey)
    expect(minutos(depois.mais) - minutos(antes.mais)).toBe(150)
    expect(minutos(depois.final) - minutos(antes.final)).toBe(150)
  })

  it('refuses a bank the employee is not linked to on that date, and zero hours', async () => {
    const dbKey = freshDb()
    const resposta = await call('/api/banco-horas/lancamentos', {
      method: 'POST',
      as: 'rh',
      dbKey,
      body: { funcionario: { id: 1 }, bancoHoras: { id: 2 }, data: '2026-11-10', tipo: 'DEBITO', horas: '00:00' },
    })
    const propriedades = async (r: Response) => (await r.json()).errors.map((e: { property: string }) => e.property)
    expect(await propriedades(resposta)).toEqual(['horas'])
    // The link to the bank (the database's) is checked once the body is well formed.
    const naoVinculado = await call('/api/banco-horas/lancamentos', {
      method: 'POST',
      as: 'rh',
      dbKey,
      body: { funcionario: { id: 1 }, bancoHoras: { id: 2 }, data: '2026-11-10', tipo: 'DEBITO', horas: '01:00' },
    })
    expect(await propriedades(naoVinculado)).toEqual(['bancoHoras'])
  })
})
