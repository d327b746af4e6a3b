import { describe, expect, it } from 'vitest'
import { formatarNumero } from './numero'

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
