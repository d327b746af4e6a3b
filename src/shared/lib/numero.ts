import { aoPrimeiroUso } from './navegador/ao-primeiro-uso'

const numero = aoPrimeiroUso(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }))

/** A number as Brazilians write it: decimal comma, dot between thousands (1.234,5). */
export function formatarNumero(valor: number | string | Date): string {
  const n = typeof valor === 'number' ? valor : Number(valor)
  return Number.isFinite(n) ? numero().format(n) : String(valor)
}

/**
 * A whole number with a dot between thousands (12.345), written without `Intl`: the first `Intl` formatter a page
 * creates loads the locale's data, tens of milliseconds a screen showing only counts need not spend.
 */
export function formatarInteiro(valor: number): string {
  const digitos = String(Math.abs(Math.trunc(valor))).replace(/\B(?=(\d{3})+$)/g, '.')
  return valor < 0 && Math.trunc(valor) !== 0 ? `-${digitos}` : digitos
}
