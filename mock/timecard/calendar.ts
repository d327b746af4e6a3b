import type { DiaSemana, IsoDate } from '../db/index'

/** Calendar arithmetic on ISO dates ('2026-11-16') without time zones. */

const MS_PER_DAY = 86_400_000

export function dayNumber(iso: IsoDate): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / MS_PER_DAY
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n))

export function fromDayNumber(n: number): IsoDate {
  const d = new Date(n * MS_PER_DAY)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(iso) + days)
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(iso: IsoDate): number {
  return (((dayNumber(iso) + 4) % 7) + 7) % 7
}

const DIAS: DiaSemana[] = ['DOMINGO', 'SEGUNDA', 'TERCA', 'QUARTA', 'QUINTA', 'SEXTA', 'SABADO']
const NOMES = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado']
const ABREVIADOS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']

export function diaSemana(iso: IsoDate): DiaSemana {
  return DIAS[weekday(iso)] ?? 'DOMINGO'
}

export function nomeDiaSemana(iso: IsoDate): { nome: string; abreviado: string } {
  const d = weekday(iso)
  return { nome: NOMES[d] ?? '', abreviado: ABREVIADOS[d] ?? '' }
}

// Months are asked for over and over (every card, every earlier month of a bank).
const periodos = new Map<string, readonly IsoDate[]>()

/** Every date from inicio to fim, inclusive. */
export function eachDay(inicio: IsoDate, fim: IsoDate): readonly IsoDate[] {
  const key = `${inicio}/${fim}`
  const cached = periodos.get(key)
  if (cached) return cached
  const out: IsoDate[] = []
  for (let n = dayNumber(inicio), end = dayNumber(fim); n <= end; n++) out.push(fromDayNumber(n))
  if (periodos.size > 5000) periodos.clear()
  periodos.set(key, out)
  return out
}

/** The last day of the month `months` after the one of `iso`. */
export function endOfMonthAfter(iso: IsoDate, months: number): IsoDate {
  const y = Number(iso.slice(0, 4))
  const m = Number(iso.slice(5, 7)) - 1 + months
  return new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10)
}

export function overlaps(inicio: IsoDate, fim: IsoDate | null, periodoInicio: IsoDate, periodoFim: IsoDate): boolean {
  return inicio <= periodoFim && (fim === null || fim >= periodoInicio)
}

/** 'HH:mm' of a minute count within a day (wrapping past midnight). */
export function horaDoDia(minutos: number): string {
  const m = ((minutos % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}
