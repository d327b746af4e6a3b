import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface BancoDiasResumo {
  bancoId: number
  saldoBancoFinal: number | string
}

const bancosDoCartao = async (dbKey: string) =>
  (await (await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })).json()).bancoDiasResumo as BancoDiasResumo[]

describe('day bank entries', () => {
  it('a credit of days raises the final balance the time card shows, and the list narrows by employee, bank and period', async () => {
    const dbKey = freshDb()
    const banco = dbFor(dbKey)
      .funcionarios.find((f) => f.id === 1)!
      .bancosDias.at(-1)!.bancoDiasId
    const antes = (await bancosDoCartao(dbKey)).find((b) => b.bancoId === banco)!
    const resposta = await call('/api/banco-dias/lancamentos', {
      method: 'POST',
      as: 'rh',
      dbKey,
      body: { funcionario: { id: 1 }, bancoDias: { id: banco }, data: '2026-11-05', dias: 2, observacao: 'Mesária no 2º turno' },
    })
    expect(resposta.status).toBe(201)
    const depois = (await bancosDoCartao(dbKey)).find((b) => b.bancoId === banco)!
    expect(Number(depois.saldoBancoFinal) - Number(antes.saldoBancoFinal)).toBe(2)
    const lista = await (
      await call(`/api/banco-dias/lancamentos?funcionario=1&bancoDias=${banco}&inicio=2026-11-01&fim=2026-11-30`, { as: 'rh', dbKey })
    ).json()
    expect(lista.content.map((l: { observacao: string }) => l.observacao)).toContain('Mesária no 2º turno')
    const outro = await (await call('/api/banco-dias/lancamentos?funcionario=2', { as: 'rh', dbKey })).json()
    expect(outro.content.every((l: { funcionario: { id: number } }) => l.funcionario.id === 2)).toBe(true)
  })
})
