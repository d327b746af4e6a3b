import { describe, expect, it } from 'vitest'
import { formatarInteiro, formatarNumero } from './numero'

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
