/**
 * Rule 11: a CARGA_HORARIA schedule with a weekly workload (44 h: 08:48 Monday to Friday, as the seeded '006') settles
 * within the week (docs/decisions.md). Each row's comment is the arithmetic.
 */
import { describe, expect, it } from 'vitest'
import { addDays, day, schedule, settings, treatment } from './fixtures'
import { calculateMonth } from './month'
import type { DayInput, DayResult, MonthOpening } from './types'

const SEMANAL = { cargaSemanal: 2640, toleranciaMinutos: 0 }
const UTIL = schedule('CARGA_HORARIA', [], { cargaMinutos: 528, ...SEMANAL })
const SABADO = schedule('CARGA_HORARIA', [], { folga: true, ...SEMANAL })
const DOMINGO = schedule('CARGA_HORARIA', [], { folga: true, descanso: true, ...SEMANAL })

/** 08:00-12:00 + 13:00-17:48 is the day's 08:48; `desvio` minutes more (or less) at the exit. */
function jornada(desvio: number): string[] {
  const saida = 17 * 60 + 48 + desvio
  return ['08:00', '12:00', '13:00', `${String(Math.floor(saida / 60)).padStart(2, '0')}:${String(saida % 60).padStart(2, '0')}`]
}

type Dia = number | null | Partial<DayInput>

/** Days from `inicio`, one per entry: a deviation from 08:48, null for no punches, or a whole input. Weekends by date. */
function dias(inicio: string, entradas: readonly Dia[], horario = UTIL): DayInput[] {
  return entradas.map((e, i) => {
    const date = addDays(inicio, i)
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay()
    const sched = dow === 0 ? DOMINGO : dow === 6 ? SABADO : horario
    if (e === null) return day(date, sched, [])
    if (typeof e === 'number') return day(date, sched, jornada(e))
    return { ...day(date, sched, []), ...e }
  })
}

const SEG = '2026-11-16'
const SAB = 5

function mes(days: DayInput[], extra: Partial<MonthOpening> = {}, s = settings()) {
  return calculateMonth(days, s, { saldoBancoInicial: 0, ...extra })
}

const faltas = (d: readonly DayResult[]) => d.map((r) => r.falta)
const extras = (d: readonly DayResult[]) => d.map((r) => r.horaExtra)

describe('rule 11: a weekly workload settles in the week (CLT art. 58/59, Súmula 85)', () => {
  it('small daily shortfalls and a longer day net to zero: no absence, no overtime', () => {
    // -1 - 2 + 3 + 0 + 0 = 0
    const m = mes(dias(SEG, [-1, -2, 3, 0, 0, null, null]))
    expect(m.totalFalta).toBe(0)
    expect(m.totalHoraExtraGeral).toBe(0)
    expect(m.dias[0]).toMatchObject({ horas: 527, cargaHoraria: 528, falta: 0, justificar: false })
    expect(m.dias[0]!.memoriaCalculo).toBe('Trabalhado 08:47 - Carga 08:48 = -00:01 para o acerto da semana')
    expect(m.dias[2]!.memoriaCalculo).toBe('Trabalhado 08:51 - Carga 08:48 = +00:03 para o acerto da semana')
    expect(m.dias[SAB]!.memoriaCalculo).toBe('Folga; Semana de 16/11 a 22/11: 44:00 trabalhadas de 44:00 → sem saldo')
  })

  it('a week short by a minute is a minute of absence on its last day, without DSR loss', () => {
    // -2 + 1 = -1
    const m = mes(dias(SEG, [-2, 1, 0, 0, 0, null, null]))
    expect(faltas(m.dias)).toEqual([0, 0, 0, 0, 0, 1, 0])
    expect(m.dias[SAB]).toMatchObject({ diasFalta: 0, justificar: true, descontoDSR: 0 })
    expect(m.dias[SAB]!.memoriaCalculo).toBe('Folga; Semana de 16/11 a 22/11: 43:59 trabalhadas de 44:00 → falta de 00:01')
    expect(m).toMatchObject({ totalFalta: 1, totalDiasFalta: 0, totalDescontoDSR: 0 })
  })

  it('a week over its workload is overtime at 50 % on its last day', () => {
    // +30 - 10 = +20
    const m = mes(dias(SEG, [30, -10, 0, 0, 0, null, null]))
    expect(extras(m.dias)).toEqual([0, 0, 0, 0, 0, 20, 0])
    expect(m.dias[SAB]).toMatchObject({ horaExtra: 20, horaExtra100: 0, horaExtraCalculada: 20 })
    expect(m.dias[SAB]!.memoriaCalculo).toBe('Folga; Semana de 16/11 a 22/11: 44:20 trabalhadas de 44:00 → extra de 00:20 (50%)')
    expect(m.totalFalta).toBe(0)
  })

  it("a whole day absent stays that day's absence (and costs the DSR); the others' surplus is the week's overtime", () => {
    // Monday +60; Wednesday without punches: 08:48 of absence on Wednesday, the week of the other days is +60
    const m = mes(dias(SEG, [60, 0, null, 0, 0, null, null]))
    expect(faltas(m.dias)).toEqual([0, 0, 528, 0, 0, 0, 0])
    expect(m.dias[2]).toMatchObject({ diasFalta: 1 })
    expect(m.dias[SAB]).toMatchObject({ horaExtra: 60 })
    expect(m.dias[SAB]!.memoriaCalculo).toBe('Folga; Semana de 16/11 a 22/11: 36:12 trabalhadas de 35:12 → extra de 01:00 (50%)')
    expect(m.dias[6]!.descontoDSR).toBe(528)
  })

  it('justified hours count as worked, and a holiday takes its workload out of the week', () => {
    // Monday 01:30 short, 01:00 of it excused by an abono; Tuesday a holiday; Wednesday +30: -30 + 30 = 0 over 35:12
    const segunda = day(SEG, UTIL, jornada(-90), { treatments: [treatment('ABONO', { minutos: 60 })] })
    const feriado = day(addDays(SEG, 1), UTIL, [], { holiday: { descricao: 'Proclamação da República' } })
    const m = mes(dias(SEG, [segunda, feriado, 30, 0, 0, null, null]))
    expect(m.dias[0]).toMatchObject({ falta: 0, permitidos: 60 })
    expect(m.dias[0]!.memoriaCalculo).toBe('Trabalhado 07:18 - Carga 08:48 = Débito 01:00 (abonado), -00:30 para o acerto da semana')
    expect(m.totalFalta).toBe(0)
    expect(m.totalHoraExtraGeral).toBe(0)
    expect(m.dias[SAB]!.memoriaCalculo).toBe('Folga; Semana de 16/11 a 22/11: 35:12 trabalhadas de 35:12 → sem saldo')
  })

  it("a partial week at the competence's start settles with the workload of its own days, on its last day", () => {
    // 01/10/2026 is a Thursday: Thursday -3, Friday +1 = -2 over 17:36, on Saturday 03/10
    const m = mes(dias('2026-10-01', [-3, 1, null, null, 0, 0, 0, 0, 0, null, null]))
    expect(faltas(m.dias)).toEqual([0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0])
    expect(m.dias[2]!.memoriaCalculo).toBe('Folga; Semana de 01/10 a 04/10: 17:34 trabalhadas de 17:36 → falta de 00:02')
  })

  it("a partial week at the competence's end settles on the competence's last day", () => {
    // The competence ends on Wednesday 18/11: -5 + 2 - 1 = -4 over 26:24
    const m = mes(dias(SEG, [-5, 2, -1]))
    expect(faltas(m.dias)).toEqual([0, 0, 4])
    expect(m.dias[2]!.memoriaCalculo).toBe(
      'Trabalhado 08:47 - Carga 08:48 = -00:01 para o acerto da semana; Semana de 16/11 a 18/11: 26:20 trabalhadas de 26:24 → falta de 00:04',
    )
  })

  it("an hour-bank employee's weekly balance goes to the bank on the week's last day (rule 9)", () => {
    const banco = settings({ bancoHoras: true, permiteHoraExtra: false })
    const curta = mes(dias(SEG, [-2, 1, 0, 0, 0, null, null]), {}, banco)
    expect(curta.dias.map((d) => d.saldoBanco)).toEqual([0, 0, 0, 0, 0, -1, 0])
    expect(curta).toMatchObject({ totalFalta: 0, totalSaldoBancoMenos: 1, totalSaldoBancoFinal: -1 })
    const longa = mes(dias(SEG, [30, -10, 0, 0, 0, null, null]), {}, banco)
    expect(longa.dias[SAB]).toMatchObject({ bhExtra: 20, saldoBanco: 20, horaExtra: 0 })
    expect(longa.dias[SAB]!.memoriaCalculo).toBe('Folga; Semana de 16/11 a 22/11: 44:20 trabalhadas de 44:00 → extra de 00:20 (banco de horas)')
  })

  it('a week that reaches today is settled when it ends: its past days show no absence yet', () => {
    const m = mes(dias(SEG, [-1, -2, 0, 0, 0, null, null]), { hoje: '2026-11-19' })
    expect(m.totalFalta).toBe(0)
    expect(m.dias[0]!.memoriaCalculo).toBe('Trabalhado 08:47 - Carga 08:48 = -00:01 para o acerto da semana')
  })

  it('overtime authorised on a day of the week authorises the week’s overtime', () => {
    // Without permission for overtime, Tuesday's authorisation pays the week's +20 settled on Saturday
    const semPermissao = settings({ permiteHoraExtra: false })
    const terca = day(addDays(SEG, 1), UTIL, jornada(-10), { treatments: [treatment('HORA_EXTRA')] })
    const m = mes(dias(SEG, [30, terca, 0, 0, 0, null, null]), {}, semPermissao)
    expect(m.dias[SAB]).toMatchObject({ horaExtra: 20 })
  })
})
