/**
 * Hand-computed cases of the CLT rules in ../shared/docs/domain.md (rules 3, 4, 5, 12, 13), one table per rule.
 * Each row's comment is the arithmetic; the engine must give exactly that.
 */
import { describe, expect, it } from 'vitest'
import { calculateDay } from './day'
import { COMERCIAL, SEG, addDays, day, schedule, settings } from './fixtures'
import { calculateMonth } from './month'
import type { DayResult, EngineSettings } from './types'

const URBANO = settings()
const RURAL: EngineSettings = settings({
  noturno: { inicio: '21:00', fim: '05:00', prorrogacao: true, horaReduzida: false, percentual: 25 },
})
const SAB = addDays(SEG, 5)
const DOM = addDays(SEG, 6)
const NOITE_12X36 = schedule('REVEZAMENTO', ['19:00', '07:00'], { jornada12x36: true })
const DIA_12X36 = schedule('REVEZAMENTO', ['07:00', '19:00'], { jornada12x36: true })
const FLEXIVEL_8H = schedule('FLEXIVEL', [], { cargaMinutos: 480 })
const NOITE_FIXO = schedule('FIXO', ['22:00', '02:00', '03:00', '06:00'])
const FOLGA_SABADO = schedule('FIXO', [], { folga: true })
const DESCANSO_DOMINGO = schedule('FIXO', [], { folga: true, descanso: true })

describe('art. 73: night work, reduced hour and the company rule', () => {
  it.each<[string, () => DayResult, Partial<DayResult>]>([
    [
      // 22:00-02:00 + 03:00-07:30: 510 clock min, all night (05:00-07:30 by prorrogação, Súmula 60 II) -> 583 reduced;
      // 583 - 480 = 103: the 90 clock minutes past the workload, 90 * 8 / 7 = 102.9 -> 01:43
      '01:30 of night overtime is 01:43 in reduced hours',
      () => calculateDay(day(SEG, FLEXIVEL_8H, ['22:00', '02:00+1', '03:00+1', '07:30+1']), URBANO),
      { horaExtraNoturna: 103, horaExtra: 0, adicionalNoturno: 583 },
    ],
    [
      // 22:01-02:01 + 03:01-06:03 on a 22:00-02:00/03:00-06:00 schedule: one minute late is within the tolerance (rule 1),
      // so the shift covered the night and 05:00-06:03 is extension (Súmula 60 II): 240 + 119 + 63 = 422 -> 482
      'an entry within the tolerance still covers the night window: the extension past 05:00 is night work',
      () => calculateDay(day(SEG, NOITE_FIXO, ['22:01', '02:01+1', '03:01+1', '06:03+1']), URBANO),
      { adicionalNoturno: 482 },
    ],
    [
      // 22:10-02:00 + 03:00-06:00: ten minutes late is beyond the 5-minute tolerance; no extension: 230 + 120 = 350 -> 400
      'an entry beyond the tolerance does not cover the window: the work past 05:00 is day work',
      () => calculateDay(day(SEG, NOITE_FIXO, ['22:10', '02:00+1', '03:00+1', '06:00+1']), URBANO),
      { adicionalNoturno: 400 },
    ],
    [
      // Art. 59-A: a 12x36 compensates the night extension; 07:00-08:30 is day overtime, the premium only 22:00-05:00
      'on a 12x36 the work past 05:00 is not night work: 19:00-08:30 has 01:30 of day overtime and 08:00 of night',
      () => calculateDay(day(SEG, NOITE_12X36, ['19:00', '08:30+1']), URBANO),
      { horaExtraNoturna: 0, horaExtra: 90, adicionalNoturno: 480 },
    ],
    [
      // 22:00-02:00 + 03:00-06:00 = 7 h clock, all night (05:00-06:00 by prorrogação) -> 420 * 8 / 7 = 480 = the workload
      'a declared workload is compared with reduced time: 7 clock hours at night fulfil 8 h',
      () => calculateDay(day(SEG, FLEXIVEL_8H, ['22:00', '02:00+1', '03:00+1', '06:00+1']), URBANO),
      { horas: 420, cargaHoraria: 480, falta: 0, horaExtraCalculada: 0, adicionalNoturno: 480 },
    ],
    [
      // 17:00-21:30 worked after the day's 8 h: 21:00-21:30 is night in the rural window, clock minutes (no reduction)
      'Lei 5.889/73: a rural rule 21:00-05:00 without the reduced hour counts clock minutes',
      () => calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '21:30']), RURAL),
      { adicionalNoturno: 30, horaExtraNoturna: 30, horaExtra: 120, horaExtra70: 120 },
    ],
    [
      // the same day under the urban rule 22:00-05:00: nothing after 21:30 is night
      'the same day under the urban rule has no night minutes',
      () => calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '21:30']), URBANO),
      { adicionalNoturno: 0, horaExtraNoturna: 0, horaExtra: 120, horaExtra70: 150 },
    ],
  ])('%s', (_titulo, calcular, esperado) => {
    expect(calcular()).toMatchObject(esperado)
  })

  // The engine counts hours; the rule's percentage is what the payroll applies to them, so the memory states it.
  it.each<[string, EngineSettings, string]>([
    // 21:00-21:30 = 30 clock minutes in the rural window, no reduction
    ['rural rule, 25 %', RURAL, 'Noturno 00:30 (sem redução da hora noturna), adicional de 25 %'],
    // 22:00-23:45 = 105 clock minutes -> 105 * 8 / 7 = 120
    ['urban rule, 20 %', URBANO, 'Noturno 01:45 = 02:00 reduzidas, adicional de 20 %'],
    ['a company rule of 35 %', settings({ noturno: { ...URBANO.noturno, percentual: 35 } }), 'Noturno 01:45 = 02:00 reduzidas, adicional de 35 %'],
  ])('the calculation memory names the night premium percentage of the rule: %s', (_titulo, regra, clausula) => {
    const saida = regra === RURAL ? '21:30' : '23:45'
    expect(calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', saida]), regra).memoriaCalculo).toContain(clausula)
  })
})

describe('art. 58 §1 and rule 12: the schedule’s own tolerance', () => {
  it.each<[string, number | undefined, string[], Partial<DayResult>]>([
    // 08:02 entry: deviation 2 > 0 -> the 2 minutes count
    ['tolerance 0: two minutes late are a delay', 0, ['08:02', '12:00', '13:00', '17:00'], { atraso: 2, horas: 478 }],
    // 08:08: 8 <= 10 per punch, 8 <= 20 a day -> the day equals the schedule
    ['tolerance 10 per punch (20 a day): eight minutes late are forgiven', 10, ['08:08', '12:00', '13:00', '17:00'], { atraso: 0 }],
    // 08:08 with the CLT default 5/10: 8 > 5 -> delay 8
    ['no tolerance on the schedule: the CLT 5/10 applies', undefined, ['08:08', '12:00', '13:00', '17:00'], { atraso: 8 }],
  ])('%s', (_titulo, toleranciaMinutos, horas, esperado) => {
    const horario = toleranciaMinutos === undefined ? COMERCIAL : { ...COMERCIAL, toleranciaMinutos }
    expect(calculateDay(day(SEG, horario, horas), URBANO)).toMatchObject(esperado)
  })

  it('the calculation memory says which tolerance forgave the day', () => {
    const r = calculateDay(day(SEG, { ...COMERCIAL, toleranciaMinutos: 10 }, ['08:08', '12:00', '13:00', '17:00']), URBANO)
    expect(r.memoriaCalculo).toContain('Tolerância do horário: 10 min por marcação')
  })
})

describe('rule 4 (Lei 605/49 art. 9, Súmula 146, art. 59-A): which work is 100 %', () => {
  it.each<[string, () => DayResult, Partial<DayResult>]>([
    [
      // Saturday off of a Monday-Friday schedule, 08:00-12:00 + 13:00-15:00 = 360: 120 at 50 %, 240 at 70 %
      'a compensated day off is ordinary overtime (50 %/70 %)',
      () => calculateDay(day(SAB, FOLGA_SABADO, ['08:00', '12:00', '13:00', '15:00']), URBANO),
      { horaExtra: 120, horaExtra70: 240, horaExtra100: 0 },
    ],
    [
      // Sunday, the weekly rest: 08:00-12:00 = 240 at 100 %
      'the weekly rest day worked is 100 %',
      () => calculateDay(day(DOM, DESCANSO_DOMINGO, ['08:00', '12:00']), URBANO),
      { horaExtra100: 240, horaExtra: 0 },
    ],
    [
      // a holiday on a workday: the 480 worked are all at 100 %
      'a holiday worked without compensation is 100 %',
      () => calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '17:00'], { holiday: { descricao: 'Finados' } }), URBANO),
      { horaExtra100: 480, cargaHoraria: 0 },
    ],
    [
      // a 12x36 shift rostered on a holiday: 07:00-19:00 is its ordinary 720 minutes
      'a 12x36 shift on a holiday is its ordinary workload',
      () => calculateDay(day(SEG, DIA_12X36, ['07:00', '19:00'], { holiday: { descricao: 'Finados' } }), URBANO),
      { cargaHoraria: 720, horaExtra100: 0, horaExtraCalculada: 0, falta: 0 },
    ],
  ])('%s', (_titulo, calcular, esperado) => {
    expect(calcular()).toMatchObject(esperado)
  })
})

describe('art. 71: the break', () => {
  it.each<[string, string[], boolean, string | null]>([
    // 08:00-12:00 + 12:30-17:00 = 510 > 6 h: 1 h required, 30 min taken
    ['a 30-minute break on an 8 h day flags the day', ['08:00', '12:00', '12:30', '17:00'], true, 'Intervalo 00:30 menor que o exigido 01:00 (art. 71)'],
    // 08:00-11:00 + 14:00-17:00: a 3 h break
    ['a break longer than 2 h flags the day', ['08:00', '11:00', '14:00', '17:00'], true, 'Intervalo 03:00 acima de 2 h (art. 71)'],
    ['a 1 h break is regular', ['08:00', '12:00', '13:00', '17:00'], false, null],
  ])('%s', (_titulo, horas, inconsistente, clausula) => {
    const r = calculateDay(day(SEG, COMERCIAL, horas), URBANO)
    expect(r.inconsistente).toBe(inconsistente)
    if (clausula) expect(r.memoriaCalculo).toContain(clausula)
  })

  it('art. 59-A: a 12x36 shift without a break is not flagged (the break may be indemnified)', () => {
    expect(calculateDay(day(SEG, DIA_12X36, ['07:00', '19:00']), URBANO).inconsistente).toBe(false)
  })
})

describe('art. 66 and OJ 355: 11 h between two shifts', () => {
  it('an exit at 23:00 and an entry at 08:00 leave 9 h: the next day is flagged and 2 h are paid as overtime', () => {
    const m = calculateMonth(
      [day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '23:00']), day(addDays(SEG, 1), COMERCIAL, ['08:00', '12:00', '13:00', '17:00'])],
      URBANO,
      { saldoBancoInicial: 0 },
    )
    const terca = m.dias[1]
    expect(terca).toMatchObject({ horaExtraInterjornada: 120, horaExtraTotal: 120, inconsistente: true })
    expect(terca?.memoriaCalculo).toContain('Interjornada 09:00 de 11:00 (art. 66) = Extra interjornada 02:00')
    expect(m.totalHoraExtraInterjornada).toBe(120)
  })

  it('the rest before the first day counts from the previous competence’s last exit', () => {
    const m = calculateMonth([day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '17:00'])], URBANO, {
      saldoBancoInicial: 0,
      saidaAnterior: { id: 1, data: addDays(SEG, -1), hora: '22:00', tipoMarcacao: 'ORIGINAL' },
    })
    expect(m.dias[0]).toMatchObject({ horaExtraInterjornada: 60, inconsistente: true })
  })

  it('11 h or more is regular', () => {
    const m = calculateMonth(
      [day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '21:00']), day(addDays(SEG, 1), COMERCIAL, ['08:00', '12:00', '13:00', '17:00'])],
      URBANO,
      { saldoBancoInicial: 0 },
    )
    expect(m.dias[1]).toMatchObject({ horaExtraInterjornada: 0, inconsistente: false })
  })
})

describe('art. 71: the break follows the day’s length', () => {
  const MANHA = schedule('FIXO', ['08:00', '12:00'])

  it('a 4 h schedule worked 08:00-12:04 is within tolerance: it lasts 4 h and needs no break', () => {
    const r = calculateDay(day(SEG, MANHA, ['08:00', '12:04']), settings({ utilizaHoraExtraIntervalo: true }))
    expect(r).toMatchObject({ inconsistente: false, horaExtraIntervalo: 0 })
  })

  it('08:00-12:40 on a 4 h schedule lasts 4:40: 15 minutes of break were due (flag, and interval overtime when used)', () => {
    const r = calculateDay(day(SEG, MANHA, ['08:00', '12:40']), settings({ utilizaHoraExtraIntervalo: true }))
    expect(r).toMatchObject({ inconsistente: true, horaExtraIntervalo: 15 })
  })
})
