import { describe, expect, it } from 'vitest'
import { calculateDay } from './day'
import { day, schedule, settings } from './fixtures'
import type { DayInput } from './types'

/**
 * Rules 4 and 10 by calendar date (docs/decisions.md "Feriado e descanso por data"): a shift crossing midnight has at
 * 100 % only its minutes on the holiday's or rest day's calendar date (Lei 605/49 art. 9, Súmula 146); the rest is the
 * working day of its row. 20/11/2026 (Friday) is a national holiday; 22/11/2026 is a Sunday.
 */
const S = settings()
const NOTURNO = schedule('FIXO', ['22:00', '06:00'], { descricao: 'Noturno 22:00-06:00' })
const FERIADO = { descricao: 'Dia Nacional de Zumbi e da Consciência Negra' }
const COMUM: DayInput['diaSeguinte'] = { holiday: null, descanso: false }
const VESPERA: DayInput['diaSeguinte'] = { holiday: FERIADO, descanso: false }
const SABADO: DayInput['diaSeguinte'] = { holiday: null, descanso: true }

describe('calculateDay: a night shift crossing into or out of a holiday or rest day', () => {
  it('eve of the holiday: only the minutes after midnight are 100 %, the evening is the workday', () => {
    // 19/11 22:00-24:00 = 120 of workload (the slot's part on an ordinary date); 20/11 00:00-06:00 = 360 night clock -> 411
    const r = calculateDay(day('2026-11-19', NOTURNO, ['22:00', '06:00+1'], { diaSeguinte: VESPERA }), S)
    expect(r).toMatchObject({ horas: 480, cargaHoraria: 120, falta: 0, horaExtra: 0, horaExtraNoturna: 0, horaExtra100: 0 })
    expect(r).toMatchObject({ horaExtraNoturnaCemPorcento: 411, horaExtraCalculada: 411, feriado: false })
    expect(r.memoriaCalculo).toContain('Feriado 20/11: 06:00 a 100 % (de 00:00 a 06:00)')
  })

  it('eve of the holiday within tolerance: the schedule\'s six hours on the holiday, the evening without balance', () => {
    const r = calculateDay(day('2026-11-19', NOTURNO, ['21:58', '06:03+1'], { diaSeguinte: VESPERA }), S)
    expect(r).toMatchObject({ cargaHoraria: 120, horaExtra: 0, horaExtraNoturna: 0, horaExtraNoturnaCemPorcento: 411 })
    expect(r.memoriaCalculo).toContain('= Extra 06:51 (noturna 100%)')
  })

  it('eve of the holiday not worked: the holiday part of the shift is no absence', () => {
    const r = calculateDay(day('2026-11-19', NOTURNO, [], { diaSeguinte: VESPERA }), S)
    expect(r).toMatchObject({ cargaHoraria: 120, falta: 120 })
  })

  it('shift beginning on the holiday: only the minutes before midnight are 100 %, the morning is regular time', () => {
    // 20/11 22:00-24:00 = 120 night clock -> 137 at 100 %; 21/11 00:00-06:00 = 360, the schedule's part there
    const input = day('2026-11-20', NOTURNO, ['22:00', '06:00+1'], { holiday: FERIADO, diaSeguinte: COMUM })
    const r = calculateDay(input, S)
    expect(r).toMatchObject({ feriado: true, cargaHoraria: 360, falta: 0, horaExtra: 0, horaExtraNoturna: 0 })
    expect(r).toMatchObject({ horaExtraNoturnaCemPorcento: 137, horaExtra100: 0, horaExtraCalculada: 137 })
    expect(r.memoriaCalculo).toContain('Feriado 20/11: 02:00 a 100 % (de 22:00 a 24:00)')
    // Art. 71: the shift lasted 8 h, its 6 h of workload included: the break it needs is 1 h
    expect(r.memoriaCalculo).toContain('Intervalo 00:00 menor que o exigido 01:00 (art. 71)')
  })

  it('shift beginning on the holiday and running late: the morning beyond the schedule is 50 %, not 100 %', () => {
    // 21/11 06:00-08:00 is night by Súmula 60 II (the shift covered the window): 120 clock -> 137 at 50 %
    const input = day('2026-11-20', NOTURNO, ['22:00', '08:00+1'], { holiday: FERIADO, diaSeguinte: COMUM })
    const r = calculateDay(input, S)
    expect(r).toMatchObject({ cargaHoraria: 360, horaExtraNoturna: 137, horaExtraNoturnaCemPorcento: 137, horaExtra100: 0 })
  })

  it('the holiday not worked owes nothing of its shift', () => {
    const r = calculateDay(day('2026-11-20', NOTURNO, [], { holiday: FERIADO, diaSeguinte: COMUM }), S)
    expect(r).toMatchObject({ cargaHoraria: 0, falta: 0, diasFalta: 0 })
  })

  it('Saturday night into the Sunday rest day: only Sunday\'s minutes are 100 %', () => {
    const r = calculateDay(day('2026-11-21', NOTURNO, ['22:00', '06:00+1'], { diaSeguinte: SABADO }), S)
    expect(r).toMatchObject({ cargaHoraria: 120, falta: 0, horaExtraNoturna: 0, horaExtraNoturnaCemPorcento: 411 })
    expect(r.memoriaCalculo).toContain('Descanso 22/11: 06:00 a 100 % (de 00:00 a 06:00)')
  })

  it('Sunday night into Monday: the rest day has no workload, Monday\'s minutes are night overtime at 50 %', () => {
    const domingo = schedule('FIXO', [], { descanso: true })
    const r = calculateDay(day('2026-11-22', domingo, ['22:00', '06:00+1'], { diaSeguinte: COMUM }), S)
    // 22:00-24:00 = 120 -> 137 at 100 %; 00:00-06:00 = 360 -> 411 of night overtime on an ordinary date
    expect(r).toMatchObject({ descanso: true, cargaHoraria: 0, horaExtraNoturnaCemPorcento: 137, horaExtraNoturna: 411 })
  })

  it('a 12x36 shift keeps the holiday as an ordinary workday (art. 59-A), on the eve and on the day', () => {
    const plantao = schedule('REVEZAMENTO', ['19:00', '07:00'], { jornada12x36: true })
    const vespera = calculateDay(day('2026-11-19', plantao, ['19:00', '07:00+1'], { diaSeguinte: VESPERA }), S)
    const noFeriado = calculateDay(day('2026-11-20', plantao, ['19:00', '07:00+1'], { holiday: FERIADO, diaSeguinte: COMUM }), S)
    for (const r of [vespera, noFeriado]) {
      expect(r).toMatchObject({ cargaHoraria: 720, horaExtraCalculada: 0, horaExtra100: 0, horaExtraNoturnaCemPorcento: 0 })
      expect(r.memoriaCalculo).not.toContain('a 100 %')
    }
    expect(noFeriado.memoriaCalculo).toContain('na escala 12x36: jornada normal (art. 59-A)')
  })

  it('hour bank: the holiday\'s minutes go to the bank at 100 %, the evening\'s at the ordinary band', () => {
    // 23:00-07:00, entry after the window's start: no prorrogação. 19/11 23:00-24:00 = 60 = the workload on the ordinary
    // date; 20/11 00:00-05:00 = 300 night clock -> 343, 05:00-09:00 = 240 of day work at 100 %
    const tarde = schedule('FIXO', ['23:00', '07:00'])
    const banco = settings({ bancoHoras: true })
    const r = calculateDay(day('2026-11-19', tarde, ['23:00', '09:00+1'], { diaSeguinte: VESPERA }), banco)
    expect(r).toMatchObject({ cargaHoraria: 60, bhExtra: 0, bhExtra100: 240, bhExtraNoturna: 343, saldoBanco: 583 })
    expect(r).toMatchObject({ horaExtra100: 0, horaExtraNoturnaCemPorcento: 0, horaExtraCalculada: 583 })
  })
})
