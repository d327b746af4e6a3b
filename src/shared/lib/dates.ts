import { format, isValid, parseISO } from 'date-fns'
import { ptBR } from 'date-fns/locale'

type DateInput = string | Date

/** Date-only ISO strings ('2026-11-16') are read as local dates, not UTC midnight. */
function toDate(value: DateInput): Date {
  return value instanceof Date ? value : parseISO(value)
}

function formatOrEmpty(value: DateInput | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return ''
  const date = toDate(value)
  return isValid(date) ? format(date, pattern, { locale: ptBR }) : ''
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** 'dd/MM/yyyy' ('' without a date). */
export const formatDate = (value: DateInput | null | undefined) => formatOrEmpty(value, 'dd/MM/yyyy')
/** 'dd/MM'. */
export const formatDayMonth = (value: DateInput | null | undefined) => formatOrEmpty(value, 'dd/MM')
/** 'dd/MM/yyyy HH:mm'. */
export const formatDateTime = (value: DateInput | null | undefined) => formatOrEmpty(value, 'dd/MM/yyyy HH:mm')

/** REG-040: mes 3, ano 2024 → '03/2024'. */
export function formatMesAno(mes: number, ano: number): string {
  return `${String(mes).padStart(2, '0')}/${ano}`
}

/** 1 → 'Janeiro' … 12 → 'Dezembro'. */
export function monthName(month: number): string {
  return capitalize(ptBR.localize.month((month - 1) as Parameters<typeof ptBR.localize.month>[0]))
}

// date-fns' ptBR abbreviations are the full names ('segunda'); the product shows three letters.
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

const brasiliaDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/** 'dd/MM/yyyy' of an instant as seen in Brasília, whatever the browser's time zone. */
export const formatDateAtBrasilia = (date: Date): string => brasiliaDate.format(date)
