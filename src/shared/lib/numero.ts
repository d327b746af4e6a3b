import { aoPrimeiroUso } from './navegador/ao-primeiro-uso'

const numero = aoPrimeiroUso(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }))

/** A number as Brazilians write it: decimal comma, dot between thousands (1.234,5). */
export function formatarNumero(valor: number | string | Date): string {
  const n = typeof valor === 'number' ? valor : Number(valor)
  return Number.isFinite(n) ? numero().format(n) : String(valor)
}
