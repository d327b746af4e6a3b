import { describe, expect, it } from 'vitest'
import { balanceTone, formatHhmm, hhmmSign } from './hhmm'

describe('hh:mm helpers', () => {
  it('[TC-173] reads the sign of a duration: red when negative, blue otherwise', () => {
    expect(hhmmSign('-01:30')).toBe(-1)
    expect(hhmmSign('-00:01')).toBe(-1)
    expect(hhmmSign('00:00')).toBe(0)
    expect(hhmmSign('-00:00')).toBe(0)
    expect(hhmmSign('')).toBe(0)
    expect(hhmmSign(null)).toBe(0)
    expect(hhmmSign('130:05')).toBe(1)
    expect(balanceTone('-02:15')).toBe('negative')
    expect(balanceTone('00:00')).toBe('positive')
    expect(balanceTone('12:00')).toBe('positive')
  })

  it('[TC-175] totals are shown as hh:mm strings', () => {
    expect(formatHhmm('')).toBe('00:00')
    expect(formatHhmm(null)).toBe('00:00')
    expect(formatHhmm('1:05')).toBe('01:05')
    expect(formatHhmm('-04:20')).toBe('-04:20')
    expect(formatHhmm('160:35')).toBe('160:35')
  })
})
