import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateDay } from './day'
import { addDays } from './fixtures'
import { formatMinutes } from './format'
import { calculateMonth } from './month'
import { DEFAULT_SETTINGS } from './settings'
import {
  SIGNED_DAY_FIELDS,
  SIGNED_MONTH_FIELDS,
  TIPOS_JUSTIFICATIVA,
  type DayInput,
  type DayResult,
  type EngineSettings,
  type MonthOpening,
  type MonthResult,
  type Punch,
  type ScheduleDay,
  type TipoHorario,
} from './types'

const START = '2026-11-02'
const TIPOS: TipoHorario[] = ['FIXO', 'FIXO_INTERVALO_FLEXIVEL', 'FLEXIVEL', 'CARGA_HORARIA', 'REVEZAMENTO', 'SOBRE_AVISO']
const hhmm = (offset: number) => formatMinutes(((offset % 1440) + 1440) % 1440)

/** Sorted distinct minute offsets (0 .. 36 h) of a day. */
const offsets = (maxLength: number, min = 0, max = 2159) =>
  fc.uniqueArray(fc.integer({ min, max }), { maxLength }).map((xs) => [...xs].sort((a, b) => a - b))

const scheduleArb: fc.Arbitrary<ScheduleDay | null> = fc.option(
  fc.record({
    tipo: fc.constantFrom(...TIPOS),
    folga: fc.boolean(),
    descanso: fc.boolean(),
    times: offsets(8, 0, 2100),
    carga: fc.option(fc.integer({ min: 0, max: 720 }), { nil: undefined }),
    intervalo: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
  }).map(({ tipo, folga, descanso, times, carga, intervalo }) => {
    const even = times.slice(0, times.length - (times.length % 2))
    const slots = []
    for (let i = 0; i < even.length; i += 2) slots.push({ entrada: hhmm(even[i] as number), saida: hhmm(even[i + 1] as number) })
    return { id: 1, codigo: 'P', descricao: 'Gerado', tipo, folga, descanso: folga && descanso, slots, cargaMinutos: carga, intervaloMinimo: intervalo }
  }),
  { freq: 8 },
)

const punchSpecArb = fc.record({
  times: offsets(10),
  desconsiderada: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
  tipo: fc.constantFrom<Punch['tipoMarcacao']>('ORIGINAL', 'INCLUIDO', 'PRE_ASSINALADO'),
})

const treatmentsArb = fc.array(
  fc.record({
    tipo: fc.constantFrom(...TIPOS_JUSTIFICATIVA),
    minutos: fc.option(fc.integer({ min: 0, max: 600 }), { nil: undefined }),
    bancoDiasId: fc.option(fc.constantFrom(1, 2), { nil: undefined }),
  }),
  { maxLength: 3 },
)

const dayArb = fc.record({
  schedule: scheduleArb,
  punches: punchSpecArb,
  treatments: treatmentsArb,
  holiday: fc.option(fc.constant({ descricao: 'Feriado' }), { freq: 6 }),
  hrMovement: fc.option(fc.constant({ tipo: 'FERIAS', descricao: 'Férias' }), { freq: 8, nil: undefined }),
})

type DaySpec = typeof dayArb extends fc.Arbitrary<infer T> ? T : never

function buildDays(specs: DaySpec[]): DayInput[] {
  let id = 1
  return specs.map((spec, i) => {
    const date = addDays(START, i)
    const punches: Punch[] = spec.punches.times.map((offset, j) => ({
      id: id++,
      hora: hhmm(offset),
      data: offset >= 1440 ? addDays(date, 1) : date,
      tipoMarcacao: spec.punches.tipo,
      desconsiderada: spec.punches.desconsiderada[j] === true,
    }))
    const treatments = spec.treatments.map((t) => ({ ...t, id: id++ }))
    return { date, schedule: spec.schedule, punches, treatments, holiday: spec.holiday, hrMovement: spec.hrMovement }
  })
}

const daysArb = fc.array(dayArb, { minLength: 1, maxLength: 31 }).map(buildDays)

const settingsArb: fc.Arbitrary<EngineSettings> = fc
  .record({
    utilizaHoraExtraIntervalo: fc.boolean(),
    bancoHoras: fc.boolean(),
    bancoCompensacao: fc.boolean(),
    permiteHoraExtra: fc.boolean(),
    custom: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
    prorrogacao: fc.boolean(),
  })
  .map(({ custom, prorrogacao, ...flags }) => ({
    ...DEFAULT_SETTINGS,
    ...flags,
    horaExtraCustom: custom === undefined ? undefined : { label: 'Custom', aPartirDeMinutos: custom },
    noturno: { ...DEFAULT_SETTINGS.noturno, prorrogacao },
  }))

const entryArb = (n: number) =>
  fc.array(fc.record({ day: fc.integer({ min: 0, max: 30 }), minutos: fc.integer({ min: -600, max: 600 }) }), { maxLength: n })

const openingArb = fc
  .record({
    saldoBancoInicial: fc.integer({ min: -3000, max: 3000 }),
    lancamentos: entryArb(3),
    pagamentos: entryArb(2),
    hoje: fc.option(fc.integer({ min: 0, max: 35 }), { nil: undefined }),
  })
  .map(
    (o): MonthOpening => ({
      saldoBancoInicial: o.saldoBancoInicial,
      lancamentos: o.lancamentos.map((l) => ({ data: addDays(START, l.day), minutos: l.minutos })),
      pagamentos: o.pagamentos.map((p) => ({ data: addDays(START, p.day), minutos: Math.abs(p.minutos) })),
      hoje: o.hoje === undefined ? undefined : addDays(START, o.hoje),
    }),
  )

const DAY_TOTALS: Array<[keyof MonthResult, keyof DayResult]> = [
  ['totalHoras', 'horas'],
  ['totalHoraExtra', 'horaExtra'],
  ['totalHoraExtraNoturna', 'horaExtraNoturna'],
  ['totalHoraExtraNoturnaCemPorcento', 'horaExtraNoturnaCemPorcento'],
  ['totalHoraExtra100', 'horaExtra100'],
  ['totalHoraExtra70', 'horaExtra70'],
  ['totalHoraExtraCustom', 'horaExtraCustom'],
  ['totalHoraExtraGeral', 'horaExtraTotal'],
  ['totalHoraSobreAviso', 'horaSobreAviso'],
  ['totalFalta', 'falta'],
  ['totalAtraso', 'atraso'],
  ['totalSaidaAntecipada', 'saidaAntecipada'],
  ['totalCompensados', 'compensados'],
  ['totalPermitidos', 'permitidos'],
  ['totalDescontoDSR', 'descontoDSR'],
  ['totalDiasFalta', 'diasFalta'],
  ['totalHoraExtraIntervalo', 'horaExtraIntervalo'],
  ['totalAdicionalNoturno', 'adicionalNoturno'],
]

const sumOf = (dias: DayResult[], field: keyof DayResult) => dias.reduce((s, d) => s + (d[field] as number), 0)

/** Minute offset of a punch from the start of `date`. */
const offsetOf = (p: Punch, date: string) =>
  (Date.parse(p.data) - Date.parse(date)) / 60_000 + Number(p.hora.slice(0, 2)) * 60 + Number(p.hora.slice(3))

describe('engine properties', () => {
  it('[TC-206][mock] the month totals are the sums of the days', () => {
    fc.assert(
      fc.property(daysArb, settingsArb, openingArb, (days, settings, opening) => {
        const m = calculateMonth(days, settings, opening)
        for (const [total, field] of DAY_TOTALS) expect(m[total], total).toBe(sumOf(m.dias, field))
        expect(m.totalHorasNegativasGeral).toBe(m.totalFalta + m.totalAtraso + m.totalSaidaAntecipada + m.totalDescontoDSR)
        expect(m.totalHorasGeral).toBe(m.totalHoraExtraGeral - m.totalHorasNegativasGeral)
        expect(m.totalSaldoBancoMais).toBe(sumOf(m.dias, 'bhExtra') + sumOf(m.dias, 'bhExtra100') + sumOf(m.dias, 'bhExtraNoturna'))
        expect(m.totalSaldoBancoMenos).toBe(sumOf(m.dias, 'bhMenos'))
        expect(m.totalSaldoBancoFinal).toBe(
          m.totalSaldoBancoInicial +
            m.totalSaldoBancoMais -
            m.totalSaldoBancoMenos +
            m.totalLancamentoBancoMais -
            m.totalLancamentoBancoMenos -
            m.totalSaldoBancoPago,
        )
      }),
    )
  })

  it('no day field is a negative duration except the signed balances saldoBanco and compensacao', () => {
    const signedDay: readonly string[] = SIGNED_DAY_FIELDS
    const signedMonth: readonly string[] = SIGNED_MONTH_FIELDS
    fc.assert(
      fc.property(daysArb, settingsArb, openingArb, (days, settings, opening) => {
        const m = calculateMonth(days, settings, opening)
        for (const d of m.dias) {
          for (const [field, value] of Object.entries(d)) {
            if (typeof value === 'number' && !signedDay.includes(field)) expect(value, `${d.data} ${field}`).toBeGreaterThanOrEqual(0)
            if (typeof value === 'number') expect(Number.isInteger(value), `${field} integer`).toBe(true)
          }
          expect(d.saldoBanco).toBe(d.bhExtra + d.bhExtra100 + d.bhExtraNoturna - d.bhMenos)
        }
        for (const [field, value] of Object.entries(m)) {
          if (typeof value === 'number' && !signedMonth.includes(field)) expect(value, field).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })

  it('calculateMonth is deterministic and pure: twice on equal inputs gives deep-equal results', () => {
    fc.assert(
      fc.property(daysArb, settingsArb, openingArb, (days, settings, opening) => {
        const snapshot = structuredClone(days)
        const first = calculateMonth(days, settings, opening)
        const second = calculateMonth(structuredClone(days), structuredClone(settings), structuredClone(opening))
        expect(second).toEqual(first)
        expect(days, 'inputs untouched').toEqual(snapshot)
      }),
    )
  })

  it('shifting every punch by 0 changes nothing', () => {
    fc.assert(
      fc.property(daysArb, settingsArb, (days, settings) => {
        const shifted = days.map((d) => ({ ...d, punches: d.punches.map((p) => ({ ...p })) }))
        expect(calculateMonth(shifted, settings, { saldoBancoInicial: 0 })).toEqual(calculateMonth(days, settings, { saldoBancoInicial: 0 }))
      }),
    )
  })

  it('shifting the punches and the schedule of a daytime day together keeps every duration', () => {
    // All times in 06:00-20:00 and a shift of at most an hour: nothing touches the 22:00-05:00 night.
    const daytime = fc.record({
      slots: offsets(8, 360, 1200),
      times: offsets(8, 360, 1200),
      tipo: fc.constantFrom(...TIPOS),
      shift: fc.integer({ min: -60, max: 60 }),
    })
    fc.assert(
      fc.property(daytime, settingsArb, ({ slots, times, tipo, shift }, settings) => {
        const build = (k: number): DayInput => {
          const even = slots.slice(0, slots.length - (slots.length % 2))
          const schedSlots = []
          for (let i = 0; i < even.length; i += 2) schedSlots.push({ entrada: hhmm((even[i] as number) + k), saida: hhmm((even[i + 1] as number) + k) })
          return {
            date: START,
            schedule: { id: 1, codigo: 'D', descricao: 'Diurno', tipo, folga: false, slots: schedSlots, cargaMinutos: 480 },
            punches: times.map((t, i) => ({ id: i + 1, hora: hhmm(t + k), data: START, tipoMarcacao: 'ORIGINAL' as const })),
            treatments: [],
            holiday: null,
          }
        }
        const a = calculateDay(build(0), settings)
        const b = calculateDay(build(shift), settings)
        const durations: Array<keyof DayResult> = ['horas', 'cargaHoraria', 'horaExtraCalculada', 'horaExtraTotal', 'falta', 'atraso', 'saidaAntecipada', 'horaSobreAviso', 'adicionalNoturno', 'error']
        for (const field of durations) expect(b[field], field).toBe(a[field])
      }),
    )
  })

  it('[TC-073][mock] worked minutes never exceed the span between the first and last effective punch, in at most four pairs', () => {
    fc.assert(
      fc.property(daysArb, settingsArb, (days, settings) => {
        const m = calculateMonth(days, settings, { saldoBancoInicial: 0 })
        m.dias.forEach((d, i) => {
          const input = days[i] as DayInput
          const effective = input.punches.filter((p) => !p.desconsiderada).map((p) => offsetOf(p, input.date))
          const span = effective.length ? Math.max(...effective) - Math.min(...effective) : 0
          expect(d.horas).toBeLessThanOrEqual(span)
          expect(d.adicionalNoturno).toBeLessThanOrEqual(Math.round((d.horas * 8) / 7))
          expect(d.marcacoes.length).toBeLessThanOrEqual(4)
        })
      }),
    )
  })

  it('without treatments, banks, permission rules or the reduced night hour, worked - workload = overtime - debits (up to the tolerance)', () => {
    const noturno = { ...DEFAULT_SETTINGS.noturno, horaReduzida: false }
    const plain = { ...DEFAULT_SETTINGS, noturno, permiteHoraExtra: true, bancoHoras: false, bancoCompensacao: false }
    fc.assert(
      fc.property(daysArb, (days) => {
        for (const input of days) {
          const r = calculateDay({ ...input, treatments: [] }, plain)
          if (r.error) continue
          const paidOvertime = r.horaExtraTotal - r.horaExtraIntervalo
          expect(paidOvertime).toBe(r.horaExtraCalculada)
          const balance = r.horas - r.cargaHoraria
          const accounted = r.horaExtraCalculada - (r.falta + r.atraso + r.saidaAntecipada)
          expect(Math.abs(balance - accounted)).toBeLessThanOrEqual(plain.toleranciaDiaria)
        }
      }),
    )
  })
})
