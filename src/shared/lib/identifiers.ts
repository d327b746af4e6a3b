/** Brazilian identifiers (domain.md): check digits and display formats. */

export const onlyDigits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '')

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0)
  const r = sum % 11
  return r < 2 ? 0 : 11 - r
}

const toNumbers = (digits: string) => [...digits].map(Number)
const allEqual = (digits: string) => /^(\d)\1*$/.test(digits)
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i)

export function isValidCpf(value: string | null | undefined): boolean {
  const cpf = onlyDigits(value)
  if (cpf.length !== 11 || allEqual(cpf)) return false
  const d = toNumbers(cpf)
  return checkDigit(d, range(10, 2)) === d[9] && checkDigit(d, range(11, 2)) === d[10]
}

export function isValidPis(value: string | null | undefined): boolean {
  const pis = onlyDigits(value)
  if (pis.length !== 11 || allEqual(pis)) return false
  const d = toNumbers(pis)
  return checkDigit(d, [3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === d[10]
}

export function isValidCnpj(value: string | null | undefined): boolean {
  const cnpj = onlyDigits(value)
  if (cnpj.length !== 14 || allEqual(cnpj)) return false
  const d = toNumbers(cnpj)
  const first = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
  return checkDigit(d, first) === d[12] && checkDigit(d, [6, ...first]) === d[13]
}

/** Applies a `0`-digit pattern to the digits of `value`; incomplete values are returned as given. */
function format(value: string | null | undefined, pattern: string): string {
  const digits = onlyDigits(value)
  const slots = pattern.split('').filter((c) => c === '0').length
  if (digits.length !== slots) return value ?? ''
  let i = 0
  return pattern.replace(/0/g, () => digits[i++] ?? '')
}

export const formatCpf = (value: string | null | undefined) => format(value, '000.000.000-00')
export const formatCelular = (value: string | null | undefined) => format(value, '(00) 00000-0000')
export const formatPis = (value: string | null | undefined) => format(value, '000.00000.00-0')
export const formatCnpj = (value: string | null | undefined) => format(value, '00.000.000/0000-00')
