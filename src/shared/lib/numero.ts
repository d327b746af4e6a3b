/**
 * Numbers as Brazilians write them, without `Intl`: the first `Intl` formatter a page creates loads the locale's
 * data, tens of milliseconds inside the first render of a screen with a chart or a count (tested against `Intl`).
 */

const comPontosDeMilhar = (inteiros: string) => inteiros.replace(/\B(?=(\d{3})+$)/g, '.')

/**
 * The digits of `|valor|` with `casas` decimals, rounded half away from zero on its shortest decimal form (1.005 →
 * 1.01, as `Intl` does; `toFixed` rounds the binary value, 1.00).
 */
function arredondar(valor: number, casas: number): [string, string] {
  const texto = String(Math.abs(valor))
  if (texto.includes('e')) return Math.abs(valor).toFixed(casas).split('.') as [string, string]
  const [inteiros = '0', decimais = ''] = texto.split('.')
  const digitos = BigInt(inteiros + decimais.slice(0, casas).padEnd(casas, '0')) + (Number(decimais[casas] ?? 0) >= 5 ? 1n : 0n)
  const todos = digitos.toString().padStart(casas + 1, '0')
  return [todos.slice(0, todos.length - casas), todos.slice(todos.length - casas)]
}

/** `valor` with at most `casas` decimals: decimal comma, dot between thousands. */
function escrever(valor: number, casas: number): string {
  const [inteiros, decimais] = arredondar(valor, casas)
  const fracao = decimais.replace(/0+$/, '')
  const zero = inteiros === '0' && fracao === ''
  return `${valor < 0 && !zero ? '-' : ''}${comPontosDeMilhar(inteiros)}${fracao ? `,${fracao}` : ''}`
}

/** A number as Brazilians write it: decimal comma, dot between thousands (1.234,5), at most two decimals. */
export function formatarNumero(valor: number | string | Date): string {
  const n = typeof valor === 'number' ? valor : Number(valor)
  return Number.isFinite(n) ? escrever(n, 2) : String(valor)
}

/** A whole number with a dot between thousands (12.345); a fraction is dropped. */
export function formatarInteiro(valor: number): string {
  return escrever(Math.trunc(valor), 0)
}

/** A count with its noun in agreement: '1 marcação pendente', '2 marcações pendentes', '1.234 erros'. */
export const contagem = (n: number, um: string, varios: string): string => (n === 1 ? `1 ${um}` : `${formatarInteiro(n)} ${varios}`)

/** At most one decimal (1,2), for sizes. */
export const formatarUmaCasa = (valor: number): string => escrever(valor, 1)
