import { format } from 'date-fns'
import { onlyDigits } from '@/shared/lib/identifiers'
import { fromIsoDate } from '../db/lib/dates'

/** Masks and pt-BR dates printed on the reports (CPF and CNPJ: `@/shared/lib/identifiers`). */

function mask(digits: string, pattern: string): string {
  let i = 0
  return pattern.replace(/9/g, () => digits[i++] ?? '')
}

/** CEI and CNO have 12 digits (99.999.99999/99), CAEPF 14 (999.999.999/999-99). */
export function formatCeiCaepfCno(value: string): string {
  const d = onlyDigits(value)
  if (d.length === 12) return mask(d, '99.999.99999/99')
  if (d.length === 14) return mask(d, '999.999.999/999-99')
  return value
}

/** '2026-11-16' → '16/11/2026'. */
export function dataBr(iso: string): string {
  return format(fromIsoDate(iso.slice(0, 10)), 'dd/MM/yyyy')
}

/** '2026-11-16' → '16/11'. */
export function diaMes(iso: string): string {
  return format(fromIsoDate(iso.slice(0, 10)), 'dd/MM')
}

export function dataHoraBr(date: Date): string {
  return format(date, 'dd/MM/yyyy HH:mm')
}

/** Competence label MM/YYYY. */
export function mesAno(ano: number, mes: number): string {
  return `${String(mes).padStart(2, '0')}/${ano}`
}
