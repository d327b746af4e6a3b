import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_TIME, hhmmToMinutes, isValidHhmm, minutesToHhmm } from './time'

describe('time math', () => {
  it('formats minutes as hh:mm, negative and over 24 h included', () => {
    expect(minutesToHhmm(0)).toBe('00:00')
    expect(minutesToHhmm(510)).toBe('08:30')
    expect(minutesToHhmm(-90)).toBe('-01:30')
    expect(minutesToHhmm(7805)).toBe('130:05')
  })

  it('parses hh:mm back to minutes', () => {
    expect(hhmmToMinutes('08:30')).toBe(510)
    expect(hhmmToMinutes('-01:30')).toBe(-90)
    expect(hhmmToMinutes('130:05')).toBe(7805)
    expect(hhmmToMinutes('08:60')).toBeNaN()
    expect(hhmmToMinutes('abc')).toBeNaN()
  })

  it('round-trips any whole number of minutes', () => {
    fc.assert(fc.property(fc.integer({ min: -100_000, max: 100_000 }), (m) => hhmmToMinutes(minutesToHhmm(m)) === m))
  })

  it('[TC-104] a clock time has minutes 00..59 and is at most 24:00', () => {
    expect(MAX_TIME).toBe('24:00')
    expect(isValidHhmm('00:00')).toBe(true)
    expect(isValidHhmm('23:59')).toBe(true)
    expect(isValidHhmm('24:00')).toBe(true)
    expect(isValidHhmm('24:01')).toBe(false)
    expect(isValidHhmm('12:60')).toBe(false)
    expect(isValidHhmm('8:30')).toBe(false)
    expect(isValidHhmm('')).toBe(false)
  })
})
