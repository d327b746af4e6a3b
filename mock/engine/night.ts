import { parseHora } from './format'
import { intersect, type Interval } from './intervals'
import type { EngineSettings, ScheduleDay } from './types'

/**
 * Art. 73 §1: the night hour lasts 52 min 30 s, so each night clock minute counts 60 / 52.5 = 8 / 7 (01:30 → 01:43).
 * A rule without the reduced hour (rural work, Lei 5.889/73) counts clock minutes.
 */
export function reducedNightMinutes(clockMinutes: number, horaReduzida = true): number {
  return horaReduzida ? Math.round((clockMinutes * 8) / 7) : clockMinutes
}

/** Night windows (e.g. 22:00-05:00) that may touch the span [from, to]. */
export function nightWindows(from: number, to: number, noturno: EngineSettings['noturno']): Interval[] {
  const inicio = parseHora(noturno.inicio)
  let fim = parseHora(noturno.fim)
  if (fim <= inicio) fim += 1440
  const windows: Interval[] = []
  for (let day = Math.floor(from / 1440) - 1; day * 1440 + inicio < to; day++) {
    const start = day * 1440 + inicio
    const end = day * 1440 + fim
    if (end > from) windows.push({ start, end })
  }
  return windows
}

/**
 * The night rule of a schedule's day. Rule 4 (art. 59-A, sole paragraph): a 12x36 schedule compensates the extension
 * of night work (art. 73 §5), so only the window counts as night there.
 */
export function nightRuleOf(schedule: ScheduleDay | null | undefined, noturno: EngineSettings['noturno']): EngineSettings['noturno'] {
  return schedule?.jornada12x36 === true ? { ...noturno, prorrogacao: false } : noturno
}

/** The night work of a day's worked spans under its schedule's rule (nightRuleOf) and entry tolerance (rule 12). */
export function nightWorkOfDay(worked: readonly Interval[], schedule: ScheduleDay | null | undefined, settings: EngineSettings): Interval[] {
  return nightWork(worked, nightRuleOf(schedule, settings.noturno), schedule?.toleranciaMinutos ?? settings.toleranciaPorMarcacao)
}

/**
 * The worked clock spans that count as night work. With prorrogação (Súmula 60 II) the work after the
 * end of a window counts too, when the shift (first entry to last exit, breaks allowed) covered that
 * whole window; it runs until the shift's end or the next window. An entry late by no more than `toleranciaEntrada`
 * minutes (rule 1: a variation within the tolerance is not counted) still covers the window.
 */
export function nightWork(worked: readonly Interval[], noturno: EngineSettings['noturno'], toleranciaEntrada = 0): Interval[] {
  const first = worked[0]
  const last = worked[worked.length - 1]
  if (!first || !last) return []
  const windows = nightWindows(first.start, last.end, noturno)
  const night: Interval[] = []
  windows.forEach((window, i) => {
    night.push(window)
    const covered = first.start <= window.start + toleranciaEntrada && last.end > window.end
    if (noturno.prorrogacao && covered) {
      const nextStart = windows[i + 1]?.start ?? last.end
      night.push({ start: window.end, end: Math.min(last.end, nextStart) })
    }
  })
  return intersect(worked, night)
}
