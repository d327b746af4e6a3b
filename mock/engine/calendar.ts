const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const MS_PER_DAY = 86_400_000

// A month touches few distinct dates, and the engine asks for each of them many times.
const cache = new Map<string, number>()

/** Days since 1970-01-01 for a 'YYYY-MM-DD' date (calendar arithmetic, no time zone). */
export function dayNumber(iso: string): number {
  const cached = cache.get(iso)
  if (cached !== undefined) return cached
  const match = ISO_DATE.exec(iso)
  if (!match) throw new RangeError(`Data inválida: '${iso}'`)
  const n = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY
  if (cache.size > 20_000) cache.clear()
  cache.set(iso, n)
  return n
}

/** 'YYYY-MM-DD' of a day number (the inverse of dayNumber). */
export function isoDate(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10)
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(iso: string): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumber(iso) + 4) % 7) + 7) % 7
}

/** Day number of the Monday that opens the Monday-to-Sunday week of the date. */
export function weekStart(iso: string): number {
  return dayNumber(iso) - ((weekday(iso) + 6) % 7)
}

export const SUNDAY = 0
