import { dayNumber, isoDate } from './calendar'
import { diaMes } from './format'
import { intersect, subtract, totalLength, type Interval } from './intervals'
import type { OvertimeAllocation, Portion } from './overtime'
import type { DayInput } from './types'

/**
 * Rules 4 and 10 by calendar date (Lei 605/49 art. 9, Súmula 146; docs/decisions.md): the holiday and the weekly rest
 * day are calendar days, 00:00 to 24:00. A shift crossing midnight has at 100 % only the minutes worked on such a date;
 * its minutes on an ordinary date are the working day of the shift's row (regular time within its workload, 50 % / 70 %
 * beyond). The row stays the day the shift began (rule 14). A 12x36 shift is judged whole by the day it began: the
 * schedule compensates holidays (art. 59-A).
 */
export interface DataCem {
  /** 'Feriado 20/11' or 'Descanso 22/11'. */
  rotulo: string
  /** The date's 24 hours in minutes from the row's 00:00 (the whole shift for a 12x36 one). */
  span: Interval
}

export function shift12x36(input: DayInput): boolean {
  return input.schedule?.jornada12x36 === true && input.schedule.slots.length > 0 && !input.schedule.folga
}


function rotulo(feriado: boolean, data: string): string {
  return `${feriado ? 'Feriado' : 'Descanso'} ${diaMes(data)}`
}

/** The row's own date when it is a holiday or its rest day (a 12x36 shift's holiday is a working day). */
export function dataPropriaCem(input: DayInput): boolean {
  return (input.holiday !== null && !shift12x36(input)) || input.schedule?.descanso === true
}

/** The 100 % dates a shift of the row may touch: its own and the next one. */
export function datasCem(input: DayInput): DataCem[] {
  const out: DataCem[] = []
  const doze = shift12x36(input)
  if (dataPropriaCem(input)) {
    out.push({ rotulo: rotulo(input.holiday !== null && !doze, input.date), span: { start: 0, end: doze ? Infinity : 1440 } })
  }
  const seguinte = input.diaSeguinte
  if (!doze && seguinte && (seguinte.holiday !== null || seguinte.descanso)) {
    out.push({ rotulo: rotulo(seguinte.holiday !== null, isoDate(dayNumber(input.date) + 1)), span: { start: 1440, end: 2880 } })
  }
  return out
}

export const spansOf = (datas: readonly DataCem[]): Interval[] => datas.map((d) => d.span)

/**
 * The part of a workload scheduled on 100 % dates: the slots' share there. A workload without times is owed where the
 * shift left room for it: what was worked on those dates, up to the workload.
 */
export function cargaNasDatas(carga: number, slots: readonly Interval[], spans: readonly Interval[], trabalhadoNasDatas: number): number {
  const total = totalLength(slots)
  if (total === 0) return Math.min(carga, trabalhadoNasDatas)
  return Math.round((carga * totalLength(intersect(slots, spans))) / total)
}

export interface CemDaData {
  rotulo: string
  minutos: number
  /** First and last minute worked on the date, from its own 00:00 ('24:00' at the end of the day). */
  de: number
  ate: number
}

/** What each 100 % date took of a shift that also has minutes on an ordinary date (none when nothing was split). */
export function cemPorData(datas: readonly DataCem[], worked: readonly Interval[]): CemDaData[] {
  if (subtract(worked, spansOf(datas)).length === 0) return []
  const out: CemDaData[] = []
  for (const { rotulo, span } of datas) {
    const parte = intersect(worked, [span])
    const first = parte[0]
    const last = parte[parte.length - 1]
    if (!first || !last) continue
    out.push({ rotulo, minutos: totalLength(parte), de: first.start - span.start, ate: last.end - span.start })
  }
  return out
}

export interface PartesCem {
  paid: Portion
  credited: Portion
  banked: Portion
}

function tirar(pool: Portion, from: Portion): Portion {
  const day = Math.min(pool.day, from.day)
  const night = Math.min(pool.night, from.night)
  pool.day -= day
  pool.night -= night
  return { day, night }
}

/** The 100 % minutes within each destination of the day's overtime: paid first, then credited, then banked. */
export function partesCem(alloc: OvertimeAllocation, cem: Portion): PartesCem {
  const pool = { ...cem }
  return { paid: tirar(pool, alloc.paid), credited: tirar(pool, alloc.credited), banked: tirar(pool, alloc.banked) }
}
