/**
 * Brazilian identifiers (domain.md, "Identifiers"): check digits, validation, generation and display formats.
 * The one implementation for the app and the mock backend; it imports nothing, so the mock (Node) imports this
 * file directly (`@/shared/lib/identifiers`), not the barrel of `shared/lib`.
 */

export const onlyDigits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '')

/** Modulus 11: r = Σ digit·weight mod 11; the check digit is 0 when r < 2, else 11 − r. */
function mod11Digit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0)
  const r = sum % 11
  return r < 2 ? 0 : 11 - r
}

const toNumbers = (digits: string) => [...digits].map(Number)
const allEqual = (digits: string) => /^(\d)\1*$/.test(digits)

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2]
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]
const PIS_W = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_W2 = [6, ...CNPJ_W1]

/** Completes 9 base digits with the two CPF check digits. */
export function cpfWithCheckDigits(base9: string): string {
  const d = toNumbers(base9)
  const d1 = mod11Digit(d, CPF_W1)
  return `${base9}${d1}${mod11Digit([...d, d1], CPF_W2)}`
}

/** Completes 10 base digits with the PIS/PASEP check digit. */
export function pisWithCheckDigit(base10: string): string {
  return `${base10}${mod11Digit(toNumbers(base10), PIS_W)}`
}

/** Completes 12 base digits with the two CNPJ check digits. */
export function cnpjWithCheckDigits(base12: string): string {
  const d = toNumbers(base12)
  const d1 = mod11Digit(d, CNPJ_W1)
  return `${base12}${d1}${mod11Digit([...d, d1], CNPJ_W2)}`
}

/** The digits of `value` (punctuation ignored): `length` of them, not all equal, and `complete` gives them back. */
function valid(value: string | null | undefined, length: number, complete: (base: string) => string, checkDigits: number): boolean {
  const digits = onlyDigits(value)
  return digits.length === length && !allEqual(digits) && complete(digits.slice(0, length - checkDigits)) === digits
}

export const isValidCpf = (value: string | null | undefined): boolean => valid(value, 11, cpfWithCheckDigits, 2)
export const isValidPis = (value: string | null | undefined): boolean => valid(value, 11, pisWithCheckDigit, 1)
export const isValidCnpj = (value: string | null | undefined): boolean => valid(value, 14, cnpjWithCheckDigits, 2)

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
