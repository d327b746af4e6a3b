import { describe, expect, it } from 'vitest'
import { contagem, formatarInteiro, formatarNumero, formatarUmaCasa } from './numero'

describe('formatarNumero', () => {
  it('writes a decimal comma and a dot between thousands', () => {
    expect(formatarNumero(0.5)).toBe('0,5')
    expect(formatarNumero(1234.56)).toBe('1.234,56')
    expect(formatarNumero(8)).toBe('8')
  })

  it('leaves what is not a number as it is (a chart category)', () => {
    expect(formatarNumero('11/2026')).toBe('11/2026')
  })
})

describe('formatarInteiro', () => {
  it('writes whole numbers as Intl writes them in pt-BR', () => {
    const intl = new Intl.NumberFormat('pt-BR')
    for (const n of [0, 7, 999, 1000, 12345, 1234567, -1, -1000, -987654321]) expect(formatarInteiro(n)).toBe(intl.format(n))
  })

  it('drops the fraction of a count', () => {
    expect(formatarInteiro(1234.9)).toBe('1.234')
    expect(formatarInteiro(-0.4)).toBe('0')
  })
})

describe('without Intl, as Intl writes pt-BR', () => {
  // A fixed pseudo-random sequence: the same values on every run.
  const valores = Array.from({ length: 400 }, (_, i) => {
    const x = Math.sin(i * 12.9898) * 43758.5453
    return (x - Math.floor(x) - 0.5) * 10 ** (i % 9)
  })
  const casos = [...valores, 0.125, -0.125, 1.005, 2.675, 999.995, 1234.5, 1e6, -1e6 - 0.01, 0.001]

  it('formatarNumero: two decimals at most', () => {
    const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })
    for (const n of casos) if (intl.format(n) !== '-0') expect(formatarNumero(n), String(n)).toBe(intl.format(n))
  })

  it('formatarUmaCasa: one decimal at most', () => {
    const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })
    for (const n of casos) if (intl.format(n) !== '-0') expect(formatarUmaCasa(n), String(n)).toBe(intl.format(n))
  })

  it('a value that rounds to zero is written without a sign', () => {
    expect(formatarNumero(-0.001)).toBe('0')
  })
})

describe('contagem', () => {
  it('puts the noun in agreement with the count, the count written as pt-BR writes it', () => {
    expect(contagem(1, 'marcação pendente', 'marcações pendentes')).toBe('1 marcação pendente')
    expect(contagem(0, 'marcação pendente', 'marcações pendentes')).toBe('0 marcações pendentes')
    expect(contagem(1234, 'erro', 'erros')).toBe('1.234 erros')
  })
})
