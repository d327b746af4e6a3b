import { outerBounds, type Interval } from './intervals'
import type { ToleranceMode } from './schedule-types'
import type { EngineSettings } from './types'

/** Deviation of each scheduled punch from its time; null when the punches do not match the schedule. */
export function punchDeviations(mode: ToleranceMode, worked: readonly Interval[], slots: readonly Interval[]): number[] | null {
  if (mode === 'POR_MARCACAO') {
    if (worked.length !== slots.length || worked.length === 0) return null
    const deviations: number[] = []
    worked.forEach((pair, i) => {
      const slot = slots[i] as Interval
      deviations.push(Math.abs(pair.start - slot.start), Math.abs(pair.end - slot.end))
    })
    return deviations
  }
  const b = outerBounds(worked, slots)
  if (!b) return null
  return [Math.abs(b.entry - b.scheduledEntry), Math.abs(b.exit - b.scheduledExit)]
}

/**
 * CLT art. 58 §1 / Súmula 366: when every deviation is at most toleranciaPorMarcacao and they add up to at
 * most toleranciaDiaria, the day equals the schedule; otherwise the whole difference counts. The balance
 * itself must stay within the daily limit: that is the only check for types without fixed times, and what
 * catches a longer or shorter free break (EXTREMOS) when entry and exit are on time.
 */
export function withinTolerance(
  mode: ToleranceMode,
  worked: readonly Interval[],
  slots: readonly Interval[],
  balance: number,
  settings: EngineSettings,
): boolean {
  if (worked.length === 0) return false
  if (Math.abs(balance) > settings.toleranciaDiaria) return false
  if (mode === 'DIARIA') return true
  const deviations = punchDeviations(mode, worked, slots)
  if (!deviations) return false
  let sum = 0
  for (const d of deviations) {
    if (d > settings.toleranciaPorMarcacao) return false
    sum += d
  }
  return sum <= settings.toleranciaDiaria
}
