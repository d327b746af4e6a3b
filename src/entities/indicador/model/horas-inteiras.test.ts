import { describe, expect, it } from 'vitest'
import { horasInteiras } from './horas-inteiras'

describe('horasInteiras', () => {
  it('[DASH-009] truncates HH:MM to whole hours', () => {
    expect(horasInteiras('10:59')).toBe(10)
    expect(horasInteiras('00:59')).toBe(0)
    expect(horasInteiras('176:30')).toBe(176)
    expect(horasInteiras('-03:30')).toBe(-3)
    expect(horasInteiras('08')).toBe(8)
  })

  it('[DASH-010] truncates HH.MM to whole hours', () => {
    expect(horasInteiras('10.59')).toBe(10)
    expect(horasInteiras('0.30')).toBe(0)
    expect(horasInteiras('-1.45')).toBe(-1)
  })

  it('truncates numbers and refuses what is not an hour value', () => {
    expect(horasInteiras(7.9)).toBe(7)
    expect(horasInteiras(-0.5)).toBe(0)
    expect(horasInteiras('abc')).toBeNull()
    expect(horasInteiras('10:5x')).toBeNull()
    expect(horasInteiras(null)).toBeNull()
    expect(horasInteiras(Number.NaN)).toBeNull()
  })
})
