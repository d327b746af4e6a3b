import { describe, expect, it } from 'vitest'
import { calculateDay, DEFAULT_SETTINGS, type DayInput, type EngineSettings, type Punch, type ScheduleDay } from '../engine/index'
import type { Horario } from '../db/index'
import { HORARIO, seedHorarios } from '../db/seed/horarios'
import { contratosDoHorario, horarioContratual, horasNaoExtras } from './jornada'

const NOTURNO_12X36: ScheduleDay = {
  id: 7, codigo: '007', descricao: '12x36 noturno', tipo: 'REVEZAMENTO', folga: false, slots: [{ entrada: '19:00', saida: '07:00' }], jornada12x36: true,
}
const ADMINISTRATIVO: ScheduleDay = {
  id: 1, codigo: '001', descricao: 'Administrativo', tipo: 'FIXO', folga: false, slots: [{ entrada: '08:00', saida: '12:00' }, { entrada: '13:00', saida: '17:00' }],
}

let proximoId = 1
const batida = (data: string, hora: string): Punch => ({ id: proximoId++, data, hora, tipoMarcacao: 'ORIGINAL' })
const dia = (schedule: ScheduleDay, batidas: [string, string][], extra: Partial<DayInput> = {}): DayInput =>
  ({ date: '2026-10-11', schedule, punches: batidas.map(([data, hora]) => batida(data, hora)), treatments: [], holiday: null, ...extra })

function apurar(input: DayInput, settings: EngineSettings = DEFAULT_SETTINGS) {
  const resultado = calculateDay(input, settings)
  return { ...horasNaoExtras(input, resultado, settings, undefined), resultado }
}

describe('ACJEF ordinary hours: day by the clock, night reduced, overtime left out wherever it went', () => {
  it('12x36 from 19:00 to 07:00: 05:00 of day (the extension past 05:00 is compensated, art. 59-A), 22:00-05:00 = 08:00 reduced', () => {
    const { diurnas, noturnas, resultado } = apurar(dia(NOTURNO_12X36, [['2026-10-11', '19:00'], ['2026-10-12', '07:00']]))
    // 19:00-22:00 and 05:00-07:00 by the clock; 420 night clock minutes × 60 / 52.5 = 480.
    expect({ diurnas, noturnas }).toEqual({ diurnas: 300, noturnas: 480 })
    expect(resultado.adicionalNoturno).toBe(480)
  })

  it('the same shift on a holiday is its ordinary workload (art. 59-A): no overtime, the same hours', () => {
    const { diurnas, noturnas, resultado } = apurar(dia(NOTURNO_12X36, [['2026-10-11', '19:00'], ['2026-10-12', '07:00']], { holiday: { descricao: 'Nossa Senhora Aparecida' } }))
    expect({ diurnas, noturnas, extra: resultado.horaExtraTotal }).toEqual({ diurnas: 300, noturnas: 480, extra: 0 })
  })

  it('one hour past 07:00 on a 12x36 is day overtime, counted once: the extension is no night work there (art. 59-A)', () => {
    const { diurnas, noturnas, resultado } = apurar(dia(NOTURNO_12X36, [['2026-10-11', '19:00'], ['2026-10-12', '08:00']]))
    expect({ extra: resultado.horaExtra, noturna: resultado.horaExtraNoturna }).toEqual({ extra: 60, noturna: 0 })
    expect({ diurnas, noturnas }).toEqual({ diurnas: 300, noturnas: 480 })
    expect(noturnas + resultado.horaExtraNoturna).toBe(resultado.adicionalNoturno)
  })

  it('an hour credited to the hour bank is not an ordinary hour: 08:00-18:00 is 8 h and 1 h to compensate', () => {
    const input = dia(ADMINISTRATIVO, [['2026-10-13', '08:00'], ['2026-10-13', '12:00'], ['2026-10-13', '13:00'], ['2026-10-13', '18:00']], { date: '2026-10-13' })
    const { diurnas, noturnas, resultado } = apurar(input, { ...DEFAULT_SETTINGS, bancoHoras: true })
    expect({ diurnas, noturnas, banco: resultado.saldoBanco, extra: resultado.horaExtra }).toEqual({ diurnas: 480, noturnas: 0, banco: 60, extra: 0 })
  })

  it('overtime not authorised is not ordinary either; paid overtime the same', () => {
    const input = dia(ADMINISTRATIVO, [['2026-10-13', '08:00'], ['2026-10-13', '12:00'], ['2026-10-13', '13:00'], ['2026-10-13', '18:30']], { date: '2026-10-13' })
    expect(apurar(input, { ...DEFAULT_SETTINGS, permiteHoraExtra: false }).diurnas).toBe(480)
    const pago = apurar(input)
    expect({ diurnas: pago.diurnas, extra: pago.resultado.horaExtra }).toEqual({ diurnas: 480, extra: 90 })
  })

  it('20 minutes late on a fixed schedule: 07:40 ordinary, the shortfall is a delay', () => {
    const input = dia(ADMINISTRATIVO, [['2026-10-13', '08:20'], ['2026-10-13', '12:00'], ['2026-10-13', '13:00'], ['2026-10-13', '17:00']], { date: '2026-10-13' })
    const { diurnas, resultado } = apurar(input)
    expect({ diurnas, atraso: resultado.atraso, falta: resultado.falta, diasFalta: resultado.diasFalta }).toEqual({ diurnas: 460, atraso: 20, falta: 0, diasFalta: 0 })
  })
})

describe('contractual schedules (AEJ record 04, ACJEF record 2)', () => {
  const horarios = new Map(seedHorarios().map((h) => [h.id, h]))
  const contratual = (id: number, noturno = DEFAULT_SETTINGS.noturno) => horarioContratual(horarios.get(id)!, '2026-10-01', noturno)

  it('a flexible schedule or a weekly workload lasts its daily workload, with no fixed times', () => {
    expect(contratual(HORARIO.flexivel)).toEqual({ codigo: '005', duracao: 480, pares: [] })
    expect(contratual(HORARIO.cargaHoraria44)).toEqual({ codigo: '006', duracao: 528, pares: [] })
    expect(contratual(HORARIO.intervaloFlexivel).duracao).toBe(480)
  })

  it('fixed times last their length; the night 12x36 counts 22:00-05:00 in reduced hours (its extension is compensated): 05:00 + 08:00 = 13:00', () => {
    expect(contratual(HORARIO.administrativo)).toEqual({ codigo: '001', duracao: 480, pares: [{ entrada: '08:00', saida: '12:00' }, { entrada: '13:00', saida: '17:00' }] })
    expect(contratual(HORARIO.quatroPeriodos).duracao).toBe(525)
    expect(contratual(HORARIO.revezamentoNoturno)).toEqual({ codigo: '007', duracao: 780, pares: [{ entrada: '19:00', saida: '07:00' }] })
    expect(contratual(HORARIO.revezamentoDiurno).duracao).toBe(720)
  })

  it('a rule without the reduced hour (rural work, Lei 5.889/73) leaves the night shift at its 12 clock hours', () => {
    const rural = { inicio: '21:00', fim: '05:00', prorrogacao: true, horaReduzida: false, percentual: 25 }
    expect(contratual(HORARIO.revezamentoNoturno, rural).duracao).toBe(720)
  })
})

describe("Portaria 671 Anexo VI, record 04: a weekday that contracts otherwise has a contractual schedule of its own", () => {
  const horarios = new Map(seedHorarios().map((h) => [h.id, h]))
  const comercial = horarios.get(HORARIO.comercial44)!
  const contratos = (h: Horario) => contratosDoHorario(h, '2026-10-01', DEFAULT_SETTINGS.noturno)
  const resumo = (h: Horario) => contratos(h).todos.map((c) => `${c.codigo} ${c.duracao} ${c.pares.map((p) => `${p.entrada}-${p.saida}`).join(' ')}`.trim())
  const sabadoAteMeioDia = comercial.horariosSemana.SABADO!

  it.each<[string, Horario, string[]]>([
    ['the same times Monday to Friday: one', horarios.get(HORARIO.administrativo)!, ['001 480 08:00-12:00 13:00-17:00']],
    // Hand-checked: 08:00-12:00 and 13:00-17:00 are 480 minutes; 08:00-12:00 is 240.
    ['44 h with Saturday until 12:00: the weekdays keep the code, Saturday gets 011-SAB', comercial,
      ['011 480 08:00-12:00 13:00-17:00', '011-SAB 240 08:00-12:00']],
    ['Saturday and Sunday alike: one for both', { ...comercial, horariosSemana: { ...comercial.horariosSemana, DOMINGO: sabadoAteMeioDia } },
      ['011 480 08:00-12:00 13:00-17:00', '011-SAB-DOM 240 08:00-12:00']],
    ['a flexible schedule of 6 h on Fridays: the workload differs, so does the contract',
      { ...horarios.get(HORARIO.flexivel)!, cargaDiaria: { ...horarios.get(HORARIO.flexivel)!.cargaDiaria, SEXTA: 360 } },
      ['005 480', '005-SEX 360']],
    ['a rotating cycle: one, whatever day it falls on', horarios.get(HORARIO.revezamentoNoturno)!, ['007 780 19:00-07:00']],
  ])('%s', (_titulo, horario, esperado) => {
    expect(resumo(horario)).toEqual(esperado)
  })

  it.each([
    ['2026-10-03', 'Saturday', '011-SAB'],
    ['2026-10-05', 'Monday', '011'],
    ['2026-10-09', 'Friday', '011'],
    ['2026-10-04', 'Sunday (no jornada: the schedule’s own)', '011'],
  ])('%s (%s) names %s', (data, _dia, codigo) => {
    expect(contratos(comercial).doDia(data).codigo).toBe(codigo)
  })
})

