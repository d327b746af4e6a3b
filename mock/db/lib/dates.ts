import { format } from 'date-fns'
import type { DiaSemana, IsoDate } from '../schema'

/** Calendar date of a local Date as 'yyyy-MM-dd'. */
export function isoDate(date: Date): IsoDate {
  return format(date, 'yyyy-MM-dd')
}

/** Local midnight of an ISO calendar date. */
export function fromIsoDate(value: IsoDate): Date {
  const [y, m, d] = value.split('-').map(Number)
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}

/** Local date-time without offset, as Spring serialises LocalDateTime. */
export function isoLocalDateTime(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm:ss")
}

const BY_GETDAY: DiaSemana[] = ['DOMINGO', 'SEGUNDA', 'TERCA', 'QUARTA', 'QUINTA', 'SEXTA', 'SABADO']

export function diaSemana(date: Date): DiaSemana {
  return BY_GETDAY[date.getDay()] ?? 'DOMINGO'
}

/** Whether `date` falls in [inicio, fim] (fim null = open). */
export function withinVigencia(date: IsoDate, inicio: IsoDate, fim: IsoDate | null): boolean {
  return inicio <= date && (fim === null || date <= fim)
}

/** 'HH:mm' to minutes. */
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}
