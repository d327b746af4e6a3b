import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import type { SaldosBancoHoras } from './saldo-banco-horas'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/bancohoras-saldo', () => {
  it('[AUTH-067][mock] needs front_saldobancohoras: 403 for the employee, 401 without a token', async () => {
    const dbKey = freshDb()
    expect((await call('/api/bancohoras-saldo', { as: 'funcionario', dbKey })).status).toBe(403)
    expect((await call('/api/bancohoras-saldo', { dbKey })).status).toBe(401)
    expect((await call('/api/bancohoras-saldo?competenciaId=99', { as: 'rh', dbKey })).status).toBe(404)
  })

  it('[TC-214][mock] lists everyone with an hour bank, with the figures of their card’s hour bank table', async () => {
    const dbKey = freshDb()
    const response = await call('/api/bancohoras-saldo', { as: 'rh', dbKey })
    expect(response.status).toBe(200)
    const { competencia, saldos } = (await response.json()) as SaldosBancoHoras
    expect(competencia).toEqual({ id: 13, descricaoCurta: '11/2026' })
    expect(saldos.length).toBeGreaterThan(5)
    const fernanda = saldos.find((s) => s.funcionario.id === 1)
    const cartao = cartaoPontoSchema.parse(await (await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })).json())
    const m = cartao.manutencaoDTO
    expect(fernanda).toMatchObject({
      bancoHoras: { id: m.bancoHorasId, descricao: m.bancoHorasDescricao },
      totalSaldoBancoInicial: m.totalSaldoBancoInicial,
      totalSaldoBancoMais: m.totalSaldoBancoMais,
      totalSaldoBancoMenos: m.totalSaldoBancoMenos,
      totalLancamentoBancoMais: '02:00',
      totalSaldoBancoFinal: m.totalSaldoBancoFinal,
      totalSaldoBancoMenosDiaAtual: m.totalSaldoBancoMenosDiaAtual,
    })
    // Sara (33) has no hour bank.
    expect(saldos.some((s) => s.funcionario.id === 33)).toBe(false)
  })

  it('an hour bank entry moves the balance', async () => {
    const dbKey = freshDb()
    const antes = ((await (await call('/api/bancohoras-saldo?competenciaId=13&departamentoId=1', { as: 'rh', dbKey })).json()) as SaldosBancoHoras)
      .saldos.find((s) => s.funcionario.id === 1)
    expect(antes?.totalLancamentoBancoMais).toBe('02:00')
    const lancamento = await call('/api/banco-horas/lancamentos', {
      method: 'POST', as: 'rh', dbKey,
      body: { funcionario: { id: 1 }, bancoHoras: { id: antes?.bancoHoras.id }, data: '2026-11-09', tipo: 'CREDITO', horas: '01:00', observacao: 'teste' },
    })
    expect(lancamento.status).toBe(201)
    const depois = ((await (await call('/api/bancohoras-saldo?competenciaId=13', { as: 'rh', dbKey })).json()) as SaldosBancoHoras)
      .saldos.find((s) => s.funcionario.id === 1)
    expect(depois?.totalLancamentoBancoMais).toBe('03:00')
  })
})
