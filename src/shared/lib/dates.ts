type DateInput = string | Date

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/

/** Date-only ISO strings ('2026-11-16') are read as local dates, not UTC midnight. */
function toDate(value: DateInput): Date {
  if (value instanceof Date) return value
  const match = ISO_DATE.exec(value)
  if (!match) return new Date(Number.NaN)
  const [, y, m, d, hh = '0', mm = '0', ss = '0'] = match
  return new Date(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss))
}

const isValid = (date: Date) => !Number.isNaN(date.getTime())
const pad = (n: number) => String(n).padStart(2, '0')

function formatOrEmpty(value: DateInput | null | undefined, format: (date: Date) => string): string {
  if (value === null || value === undefined || value === '') return ''
  const date = toDate(value)
  return isValid(date) ? format(date) : ''
}

/** 'dd/MM/yyyy' ('' without a date). */
export const formatDate = (value: DateInput | null | undefined) =>
  formatOrEmpty(value, (d) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`)
/** 'dd/MM'. */
export const formatDayMonth = (value: DateInput | null | undefined) =>
  formatOrEmpty(value, (d) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}`)
/** 'dd/MM/yyyy HH:mm'. */
export const formatDateTime = (value: DateInput | null | undefined) =>
  formatOrEmpty(value, (d) => `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`)

/** REG-040: mes 3, ano 2024 → '03/2024'. */
export function formatMesAno(mes: number, ano: number): string {
  return `${String(mes).padStart(2, '0')}/${ano}`
}

const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const

/** 1 → 'Janeiro' … 12 → 'Dezembro' (SHELL-020). */
export function monthName(month: number): string {
  return MESES[month - 1] ?? ''
}

// The product shows three letters; Intl's pt-BR abbreviations end with a dot ('seg.').
const WEEKDAYS_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const

/** Abbreviated weekday in Portuguese: 'Dom', 'Seg', … 'Sáb' ('' for an invalid date). */
export function weekdayShort(value: DateInput): string {
  const date = toDate(value)
  return isValid(date) ? (WEEKDAYS_SHORT[date.getDay()] ?? '') : ''
}

/**
 * REG-037: a holiday date read as midnight at UTC−3 (Brasília), e.g. '2026-12-25' →
 * 2026-12-25T03:00:00Z.
 */
export function parseDateAtBrasilia(date: string): Date {
  return new Date(`${date.slice(0, 10)}T00:00:00-03:00`)
}

/**
 * Brasília is three hours behind UTC all year (no daylight saving time since 2019), the offset the spec reads
 * holidays at (REG-037). Plain arithmetic instead of an `Intl` formatter with a time zone: the first one a page
 * creates loads the locale and zone data, tens of milliseconds inside the time card's first render.
 */
const BRASILIA_MS = -3 * 60 * 60 * 1000

/** The day of an instant in Brasília as yyyy-MM-dd (today by default), whatever the browser's time zone. */
export const hojeEmBrasilia = (agora: Date = new Date()): string => new Date(agora.getTime() + BRASILIA_MS).toISOString().slice(0, 10)

/** 'dd/MM/yyyy' of an instant as seen in Brasília, whatever the browser's time zone. */
export function formatDateAtBrasilia(date: Date): string {
  const [ano, mes, dia] = hojeEmBrasilia(date).split('-')
  return `${dia}/${mes}/${ano}`
}

/**
 * Orders ISO dates (yyyy-MM-dd, or with the time after) as text, which is their order in time. `localeCompare` would
 * give the same order here, but its first call on a page loads the language's collation data.
 */
export const compararIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
