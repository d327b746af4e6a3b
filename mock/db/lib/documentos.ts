/** Brazilian identifiers (domain.md, "Identifiers"): check digits, validation and generation. */

function digits(value: string): number[] {
  return [...value].map(Number)
}

function mod11Digit(values: number[], weights: number[]): number {
  const sum = values.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0)
  const r = sum % 11
  return r < 2 ? 0 : 11 - r
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2]
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]
const PIS_W = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]

/** Completes 9 base digits with the two CPF check digits. */
export function cpfWithCheckDigits(base9: string): string {
  const d = digits(base9)
  const d1 = mod11Digit(d, CPF_W1)
  const d2 = mod11Digit([...d, d1], CPF_W2)
  return `${base9}${d1}${d2}`
}

export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false
  return cpfWithCheckDigits(value.slice(0, 9)) === value
}

export function pisWithCheckDigit(base10: string): string {
  return `${base10}${mod11Digit(digits(base10), PIS_W)}`
}

export function isValidPis(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false
  return pisWithCheckDigit(value.slice(0, 10)) === value
}

export function cnpjWithCheckDigits(base12: string): string {
  const d = digits(base12)
  const d1 = mod11Digit(d, CNPJ_W1)
  const d2 = mod11Digit([...d, d1], CNPJ_W2)
  return `${base12}${d1}${d2}`
}

export function isValidCnpj(value: string): boolean {
  if (!/^\d{14}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false
  return cnpjWithCheckDigits(value.slice(0, 12)) === value
}

/** Mobile phone: DDD + 9 digits starting with 9. */
export function isValidCelular(value: string): boolean {
  return /^[1-9]{2}9\d{8}$/.test(value)
}
