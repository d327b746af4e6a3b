/** Maximum punch time (doc1 §9). */
export const MAX_TIME = '24:00'

const pad = (n: number) => String(n).padStart(2, '0')

/** 90 → '01:30', -90 → '-01:30', 7805 → '130:05'. */
export function minutesToHhmm(min: number): string {
  const total = Math.round(Math.abs(min))
  const sign = min < 0 && total > 0 ? '-' : ''
  return `${sign}${pad(Math.floor(total / 60))}:${pad(total % 60)}`
}

/** '08:30' → 510, '-01:30' → -90, '130:05' → 7805; NaN for anything else. */
export function hhmmToMinutes(value: string): number {
  const match = /^(-?)(\d{1,}):([0-5]\d)$/.exec(value.trim())
  if (!match) return Number.NaN
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** A clock time hh:mm between 00:00 and 24:00 with minutes 00..59 (TC-104). */
export function isValidHhmm(value: string | null | undefined): boolean {
  if (!value || !/^\d{2}:\d{2}$/.test(value)) return false
  const minutes = hhmmToMinutes(value)
  return !Number.isNaN(minutes) && minutes <= 24 * 60
}
