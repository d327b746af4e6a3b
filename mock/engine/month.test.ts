import { describe, expect, it } from 'vitest'
import { COMERCIAL, addDays, day, schedule, settings, treatment } from './fixtures'
import { calculateMonth } from './month'
import type { DayInput } from './types'

const SABADO = schedule('FIXO', ['08:00', '12:00'])
const DOMINGO = schedule('FIXO', [], { folga: true, descanso: true })

/** Mon 2026-11-16 .. Sun 2026-11-22: Mon-Fri 08:00-17:00, Sat 08:00-12:00, Sun rest. */
function week(overrides: Record<number, Partial<DayInput> & { horas?: string[] }> = {}): DayInput[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays('2026-11-16', i)
    const sched = i < 5 ? COMERCIAL : i === 5 ? SABADO : DOMINGO
    const normal = i < 5 ? ['08:00', '12:00', '13:00', '17:00'] : i === 5 ? ['08:00', '12:00'] : []
    const { horas, ...rest } = overrides[i] ?? {}
    return day(date, sched, horas ?? normal, rest)
  })
}

describe('calculateMonth', () => {
  it('[TC-206][mock] totals of a week with overtime, a delay and an absence', () => {
    const days = week({
      0: { horas: ['08:00', '12:00', '13:00', '20:00'] }, // +180: 120 at 50 %, 60 at 70 %
      1: { horas: ['08:12', '12:00', '13:00', '17:00'] }, // atraso 12
      2: { horas: [] }, // falta 480
    })
    const m = calculateMonth(days, settings(), { saldoBancoInicial: 0 })
    expect(m.dias.map((d) => d.data)).toEqual(days.map((d) => d.date))
    // worked: 660 + 468 + 0 + 480 + 480 + 240 + 0 = 2328
    expect(m.totalHoras).toBe(2328)
    expect(m).toMatchObject({
      totalHoraExtra: 120,
      totalHoraExtra70: 60,
      totalHoraExtraGeral: 180,
      totalAtraso: 12,
      totalFalta: 480,
      totalDiasFalta: 1,
      // the Sunday's DSR: average workload of the week (5 * 480 + 240) / 6 = 440
      totalDescontoDSR: 440,
      // negatives: 480 + 12 + 440 = 932; balance 180 - 932 = -752
      totalHorasNegativasGeral: 932,
      totalHorasGeral: -752,
    })
  })

  it('[TC-206][mock] the absence of a day counts one day in totalDiasFalta and discounts the following rest day (DSR)', () => {
    const m = calculateMonth(week({ 3: { horas: [] } }), settings(), { saldoBancoInicial: 0 })
    const domingo = m.dias[6]
    expect(domingo?.descontoDSR).toBe(440)
    expect(domingo?.memoriaCalculo).toBe('Descanso; DSR descontado 07:20 (falta na semana)')
    expect(m.dias.filter((d) => d.descontoDSR > 0)).toHaveLength(1)
    expect(m.totalDiasFalta).toBe(1)
  })

  it('two absences in one week discount the DSR once', () => {
    const m = calculateMonth(week({ 1: { horas: [] }, 2: { horas: [] } }), settings(), { saldoBancoInicial: 0 })
    expect(m).toMatchObject({ totalDiasFalta: 2, totalDescontoDSR: 440 })
  })

  it('an excused absence (ABONO) costs no DSR; a mere JUSTIFICATIVA does', () => {
    const abonada = calculateMonth(week({ 2: { horas: [], treatments: [treatment('ABONO')] } }), settings(), { saldoBancoInicial: 0 })
    expect(abonada).toMatchObject({ totalFalta: 0, totalDescontoDSR: 0, totalPermitidos: 480 })
    const justificada = calculateMonth(week({ 2: { horas: [], treatments: [treatment('JUSTIFICATIVA')] } }), settings(), {
      saldoBancoInicial: 0,
    })
    expect(justificada).toMatchObject({ totalFalta: 480, totalDescontoDSR: 440 })
  })

  it('Lei 605/49 art. 6: an absence in a week whose rest day falls in the next competence is discounted in this one, on its last day', () => {
    // the competence ends on Friday 20/11 with an absence that day; the week's Sunday (22/11) is next month's
    const m = calculateMonth(week({ 4: { horas: [] } }).slice(0, 5), settings(), { saldoBancoInicial: 0 })
    expect(m).toMatchObject({ totalDiasFalta: 1, totalDescontoDSR: 480 })
    expect(m.dias[4]?.memoriaCalculo).toContain('DSR descontado 08:00 (falta na semana; o descanso cai na próxima competência)')
  })

  it('art. 59-A: an absence from a 12x36 shift costs no DSR (the rest is part of the schedule)', () => {
    const turno = { ...COMERCIAL, tipo: 'REVEZAMENTO' as const, slots: [{ entrada: '07:00', saida: '19:00' }], jornada12x36: true }
    const days = week({ 0: { horas: [] } }).map((d) => (d.schedule && !d.schedule.folga && !d.schedule.descanso ? { ...d, schedule: turno } : d))
    const m = calculateMonth(days, settings(), { saldoBancoInicial: 0 })
    expect(m.totalDiasFalta).toBeGreaterThan(0)
    expect(m.totalDescontoDSR).toBe(0)
  })

  it('[TC-208][TC-214][mock] hour bank figures: initial, plus, minus, entries, paid, final and final without today', () => {
    const days = week({
      0: { horas: ['08:00', '12:00', '13:00', '17:30'] }, // +30
      1: { horas: ['08:20', '12:00', '13:00', '17:00'] }, // -20
      2: { horas: ['08:00', '12:00', '13:00', '17:45'] }, // +45, today
    }).slice(0, 3)
    const m = calculateMonth(days, settings({ bancoHoras: true }), {
      saldoBancoInicial: 100,
      lancamentos: [
        { data: '2026-11-16', minutos: 60 },
        { data: '2026-11-17', minutos: -15 },
      ],
      pagamentos: [{ data: '2026-11-17', minutos: 50 }],
      hoje: '2026-11-18',
    })
    expect(m).toMatchObject({
      totalSaldoBancoInicial: 100,
      totalSaldoBancoMais: 75,
      totalSaldoBancoMenos: 20,
      totalLancamentoBancoMais: 60,
      totalLancamentoBancoMenos: 15,
      totalSaldoBancoPago: 50,
      // 100 + 75 - 20 + 60 - 15 - 50 = 150
      totalSaldoBancoFinal: 150,
      // without today's +45
      totalSaldoBancoMenosDiaAtual: 105,
      totalAtraso: 0,
      totalHoraExtraGeral: 0,
    })
  })

  it('[TC-215][mock] day bank rows: initial, plus, minus and final in days', () => {
    const folga = schedule('FIXO', [], { folga: true })
    const days = [
      day('2026-11-16', COMERCIAL, [], { treatments: [treatment('BANCO_DE_DIAS_DEBITO', { bancoDiasId: 3 })] }),
      day('2026-11-21', folga, ['08:00', '12:00'], { treatments: [treatment('BANCO_DE_DIAS_CREDITO', { bancoDiasId: 3 })] }),
      day('2026-11-23', COMERCIAL, [], { treatments: [treatment('BANCO_DE_DIAS_DEBITO', { bancoDiasId: 3 })] }),
    ]
    const m = calculateMonth(days, settings(), { saldoBancoInicial: 0, bancosDias: [{ bancoId: 3, saldoInicial: 2 }] })
    expect(m.bancoDias).toEqual([{ bancoId: 3, saldoInicial: 2, saldoBancoMais: 1, saldoBancoMenos: 2, saldoBancoFinal: 1 }])
    expect(m).toMatchObject({ totalCompensados: 960, totalFalta: 0, totalDescontoDSR: 0 })
  })

  it('days after today are not absences', () => {
    const m = calculateMonth(week({ 3: { horas: [] }, 4: { horas: [] } }), settings(), { saldoBancoInicial: 0, hoje: '2026-11-19' })
    expect(m).toMatchObject({ totalFalta: 0, totalDiasFalta: 0, totalDescontoDSR: 0 })
  })

  it('sorts the days by date', () => {
    const m = calculateMonth([...week()].reverse(), settings(), { saldoBancoInicial: 0 })
    expect(m.dias.map((d) => d.data)).toEqual(week().map((d) => d.date))
  })
})
