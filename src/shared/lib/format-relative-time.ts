import { MSG_NUNCA } from '@/shared/config'

const MINUTE = 60
const HOUR = 3600
const DAY = 86400

function plural(count: number, singular: string, pluralForm: string): string {
  return `há ${count} ${count === 1 ? singular : pluralForm}`
}

/** SHELL-013/014: 'há 5 segundos', 'há 1 minuto', 'há 2 horas', 'há 4 dias'; 'Nunca' without a date. */
export function formatRelativeTime(date: string | Date | null | undefined, now: Date): string {
  if (date === null || date === undefined || date === '') return MSG_NUNCA
  const time = (date instanceof Date ? date : new Date(date)).getTime()
  if (Number.isNaN(time)) return MSG_NUNCA
  const seconds = Math.floor((now.getTime() - time) / 1000)
  if (seconds <= 0) return 'agora'
  if (seconds < MINUTE) return plural(seconds, 'segundo', 'segundos')
  if (seconds < HOUR) return plural(Math.floor(seconds / MINUTE), 'minuto', 'minutos')
  if (seconds < DAY) return plural(Math.floor(seconds / HOUR), 'hora', 'horas')
  return plural(Math.floor(seconds / DAY), 'dia', 'dias')
}
