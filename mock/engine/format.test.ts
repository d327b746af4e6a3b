import { describe, expect, it } from 'vitest'
import { formatMinutes, parseHora } from './format'

describe('format', () => {
  it('formats minutes as hh:mm, signed and beyond 24 h', () => {
    expect(formatMinutes(480)).toBe('08:00')
    expect(formatMinutes(-90)).toBe('-01:30')
    expect(formatMinutes(0)).toBe('00:00')
    expect(formatMinutes(-0)).toBe('00:00')
    expect(formatMinutes(176 * 60 + 30)).toBe('176:30')
    expect(formatMinutes(5)).toBe('00:05')
  })

  it('parses hh:mm up to 24:00 and rejects malformed times', () => {
    expect(parseHora('08:12')).toBe(492)
    expect(parseHora('24:00')).toBe(1440)
    expect(parseHora('7:05')).toBe(425)
    expect(() => parseHora('08:60')).toThrow(RangeError)
    expect(() => parseHora('0812')).toThrow(RangeError)
  })
})
