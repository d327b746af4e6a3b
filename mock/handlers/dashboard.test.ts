import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { dbFor } from '../http/isolation'
import { calcularIndicadores, type Indicadores } from './lib/indicadores'
import { estatisticasDoPainel } from './lib/indicadores-cache'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const COMPETENCIAS = ['06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026']

async function indicadores(dbKey: string, as = 'rh'): Promise<Indicadores> {
  const response = await call('/api/dashboard/indicadores', { as, dbKey })
  expect(response.status).toBe(200)
  return (await response.json()) as Indicadores
}

function minutos(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

describe('GET /api/dashboard/indicadores', () => {
  it('[DASH-001][mock] needs front_dashboard', async () => {
    const dbKey = freshDb()
    expect((await call('/api/dashboard/indicadores', { as: 'funcionario', dbKey })).status).toBe(403)
    expect((await call('/api/dashboard/indicadores', { as: 'supervisor', dbKey })).status).toBe(200)
  })

  it('[DASH-001][DASH-002][DASH-003][DASH-006][DASH-007][DASH-008][mock] every series covers the last six competences', async () => {
    const dbKey = freshDb()
    const dados = await indicadores(dbKey)
    expect(dados.competencias).toEqual(COMPETENCIAS)
    for (const serie of [dados.bancoHoras, dados.faltas, dados.absenteismo, dados.resumoHoras, dados.cartaoPontoDigital]) {
      expect(serie.map((p) => p.competencia)).toEqual(COMPETENCIAS)
    }
    for (const p of dados.bancoHoras) {
      expect(p.bancoMais).toMatch(/^\d{2,}:\d{2}$/)
      expect(p.bancoMenos).toMatch(/^\d{2,}:\d{2}$/)
    }
    for (const p of dados.resumoHoras) expect(minutos(p.horasTrabalhadas)).toBeGreaterThan(0)
    expect(dados.faltas.some((p) => p.qtdeFaltas > 0)).toBe(true)
    expect(dados.motivos.length).toBeGreaterThan(0)
    expect(dados.motivos.length).toBeLessThanOrEqual(10)
    const qtdes = dados.motivos.map((m) => m.qtdeMotivo)
    expect(qtdes).toEqual([...qtdes].sort((a, b) => b - a))
    // Seed: Fernanda 10/2026 pending, 21 and 53 10/2026 pending, 33 09 and 10/2026; accepted months of Fernanda before.
    const outubro = dados.cartaoPontoDigital.find((p) => p.competencia === '10/2026')
    expect(outubro?.qtdeAguardandoAceite).toBeGreaterThanOrEqual(4)
    expect(dados.cartaoPontoDigital.find((p) => p.competencia === '09/2026')?.qtdeAceite).toBeGreaterThanOrEqual(1)
  }, 60_000)

  it('[DASH-002][DASH-006][mock] the hours are the sums of the time cards of the competence', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const ids = new Set([1, 33, 40])
    const dados = calcularIndicadores(db, (f) => ids.has(f.id))
    let mais = 0
    let menos = 0
    let extras = 0
    let trabalhadas = 0
    let diasFalta = 0
    for (const id of ids) {
      const response = await call(`/api/cartaoponto?funcionarioId=${id}&competenciaId=13`, { as: 'rh', dbKey })
      const m = cartaoPontoSchema.parse(await response.json()).manutencaoDTO
      mais += minutos(m.totalSaldoBancoMais)
      menos += minutos(m.totalSaldoBancoMenos)
      extras += minutos(m.totalHoraExtraGeral)
      trabalhadas += minutos(m.totalHoras)
      diasFalta += m.totalDiasFalta
    }
    const novembro = (serie: { competencia: string }[]) => serie.find((p) => p.competencia === '11/2026')
    expect(novembro(dados.bancoHoras)).toMatchObject({ bancoMais: fmt(mais), bancoMenos: fmt(menos) })
    expect(novembro(dados.resumoHoras)).toMatchObject({ horasExtras: fmt(extras), horasTrabalhadas: fmt(trabalhadas) })
    expect(novembro(dados.faltas)).toMatchObject({ qtdeFaltas: diasFalta })
  })

  it('[DASH-004][DASH-005][mock] absenteeism: absences over the workload so far; compare is set when it rose', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const antes = calcularIndicadores(db, () => true)
    for (const p of antes.absenteismo) expect(p.percentualAbsenteismo).toBeGreaterThanOrEqual(0)
    antes.absenteismo.forEach((p, i) => {
      const anterior = antes.absenteismo[i - 1]
      expect(p.compare).toBe(anterior !== undefined && p.percentualAbsenteismo > anterior.percentualAbsenteismo)
    })
    // Sara (33) misses every working day of 11/2026 up to today: the percentage of 11/2026 rises.
    const sara = new Set([33])
    const so = calcularIndicadores(db, (f) => sara.has(f.id)).absenteismo.at(-1)?.percentualAbsenteismo ?? 0
    const ids = db.registros.filter((r) => r.funcionarioId === 33 && r.competenciaId === 13).map((r) => r.id)
    for (let i = db.marcacoes.length - 1; i >= 0; i--) if (ids.includes(db.marcacoes[i]?.registroId ?? -1)) db.marcacoes.splice(i, 1)
    const depois = calcularIndicadores(db, (f) => sara.has(f.id)).absenteismo
    expect(depois.at(-1)?.percentualAbsenteismo).toBeGreaterThan(so)
    expect(depois.at(-1)?.percentualAbsenteismo).toBeGreaterThan(90)
    expect(depois.at(-1)?.compare).toBe(true)
  })

  it('[DASH-001][mock] a responsible user sees only the people of their departments and work places', async () => {
    const dbKey = freshDb()
    const todos = await indicadores(dbKey, 'rh')
    const responsavel = await indicadores(dbKey, 'responsavel')
    const soma = (d: Indicadores) => d.resumoHoras.reduce((t, p) => t + minutos(p.horasTrabalhadas), 0)
    expect(soma(responsavel)).toBeGreaterThan(0)
    expect(soma(responsavel)).toBeLessThan(soma(todos))
  }, 60_000)
})

describe('GET /api/dashboard/indicadores: computed once per database version', () => {
  it('a second read reuses the figures; a responsible user\'s scope is computed on its own', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const primeira = await indicadores(dbKey)
    expect(estatisticasDoPainel(db)).toEqual({ calculos: 1, acertos: 0 })
    expect(await indicadores(dbKey)).toEqual(primeira)
    expect(estatisticasDoPainel(db)).toEqual({ calculos: 1, acertos: 1 })
    await indicadores(dbKey, 'responsavel')
    await indicadores(dbKey, 'responsavel')
    expect(estatisticasDoPainel(db)).toEqual({ calculos: 2, acertos: 2 })
  }, 60_000)

  it('a write through the API is in the next read: a disregarded punch changes the figures of 11/2026', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const antes = await indicadores(dbKey)
    // Fernanda's exit at 16:58 on 2026-11-11, disregarded with reason 105 (TC-105): the day loses its second pair.
    const saida = db.marcacoes.find((m) => m.funcionarioId === 1 && m.data === '2026-11-11' && m.hora === '16:58')
    if (!saida) throw new Error('sem a saída de 2026-11-11')
    const path = `/api/registros/${saida.registroId}/marcacoes/${saida.id}/desconsiderar/105`
    expect((await call(path, { method: 'POST', as: 'rh', dbKey })).status).toBe(204)
    const depois = await indicadores(dbKey)
    expect(estatisticasDoPainel(db).calculos).toBe(2)
    const novembro = (d: Indicadores) => d.resumoHoras.find((p) => p.competencia === '11/2026')?.horasTrabalhadas ?? ''
    expect(minutos(novembro(depois))).toBeLessThan(minutos(novembro(antes)))
    expect(depois).toEqual(calcularIndicadores(db, () => true))
  }, 60_000)
})

function fmt(min: number): string {
  return `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`
}
