import { hhmmToMinutes, minutesToHhmm } from '@/shared/lib'

/** -1 for a negative duration, 1 for a positive one, 0 for zero, '' or anything unreadable. */
export function hhmmSign(value: string | null | undefined): -1 | 0 | 1 {
  const minutes = hhmmToMinutes(value ?? '')
  if (Number.isNaN(minutes) || minutes === 0) return 0
  return minutes < 0 ? -1 : 1
}

/** TC-173: a balance is red when negative, blue otherwise. */
export const balanceTone = (value: string | null | undefined): 'negative' | 'positive' =>
  hhmmSign(value) < 0 ? 'negative' : 'positive'

/** TC-175: a total as hh:mm ('' → '00:00', '1:05' → '01:05'). */
export function formatHhmm(value: string | null | undefined): string {
  const minutes = hhmmToMinutes(value ?? '')
  return minutesToHhmm(Number.isNaN(minutes) ? 0 : minutes)
}
