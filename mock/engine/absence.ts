import { outerBounds, type Interval } from './intervals'

export interface Debits {
  falta: number
  atraso: number
  saidaAntecipada: number
}

export const NO_DEBITS: Debits = { falta: 0, atraso: 0, saidaAntecipada: 0 }

export function totalDebits(d: Debits): number {
  return d.falta + d.atraso + d.saidaAntecipada
}

/**
 * A scheduled day's shortfall (workload - worked, beyond tolerance). It is a delay up to the minutes the
 * first entry came after the scheduled one, then early leave up to the minutes the last exit came before
 * the scheduled one; the rest (a longer break, a missing middle pair) is absence in hours. Types without
 * fixed times have no delay or early leave: the whole shortfall is absence.
 */
export function splitDeficit(
  deficit: number,
  worked: readonly Interval[],
  slots: readonly Interval[],
  controlaAtraso: boolean,
): Debits {
  if (deficit <= 0) return NO_DEBITS
  const b = outerBounds(worked, slots)
  if (!controlaAtraso || !b) return { ...NO_DEBITS, falta: deficit }
  const atraso = Math.min(deficit, Math.max(0, b.entry - b.scheduledEntry))
  const saidaAntecipada = Math.min(deficit - atraso, Math.max(0, b.scheduledExit - b.exit))
  return { falta: deficit - atraso - saidaAntecipada, atraso, saidaAntecipada }
}
