import { formatMinutes as f } from './format'
import type { Interval } from './intervals'
import type { EngineSettings } from './types'

/** Art. 71: over 6 h of work, a 1 h break; over 4 h up to 6 h, 15 min. */
export function requiredBreak(worked: number): number {
  if (worked > 360) return 60
  if (worked > 240) return 15
  return 0
}

/** The break the day needs: the legal one, raised to the company minimum when a break is due at all. */
export function breakRequirement(worked: number, companyMinimum = 0): number {
  const legal = requiredBreak(worked)
  return legal > 0 ? Math.max(legal, companyMinimum) : 0
}

export function breakTaken(pairs: readonly Interval[]): number {
  let sum = 0
  for (let i = 1; i < pairs.length; i++) sum += (pairs[i] as Interval).start - (pairs[i - 1] as Interval).end
  return sum
}

/** Interval overtime (horaExtraIntervalo): the missing break minutes, when the company uses it. */
export function intervalOvertime(
  pairs: readonly Interval[],
  worked: number,
  settings: EngineSettings,
  companyMinimum = 0,
): number {
  if (!settings.utilizaHoraExtraIntervalo) return 0
  return Math.max(0, breakRequirement(worked, companyMinimum) - breakTaken(pairs))
}

/** Art. 71 caput: a break may last at most 2 h (without a written agreement). */
export const MAX_BREAK_MINUTES = 120

/**
 * Rule 5: a break shorter than the day requires, or one longer than 2 h, flags the day (whatever the company does
 * about interval overtime). Returns the memo clause, or null. `indenizado`: a 12x36 shift worked without a break
 * (art. 59-A lets the break be indemnified instead).
 */
export function breakIrregularity(pairs: readonly Interval[], worked: number, companyMinimum = 0, indenizado = false): string | null {
  if (pairs.length <= 1 && indenizado) return null
  const required = breakRequirement(worked, companyMinimum)
  const taken = breakTaken(pairs)
  if (taken < required) return `Intervalo ${f(taken)} menor que o exigido ${f(required)} (art. 71)`
  for (let i = 1; i < pairs.length; i++) {
    const gap = (pairs[i] as Interval).start - (pairs[i - 1] as Interval).end
    if (gap > MAX_BREAK_MINUTES) return `Intervalo ${f(gap)} acima de 2 h (art. 71)`
  }
  return null
}
