import { describe, expect, it } from 'vitest'
import { formatHoraRelogio, formatNsr, horaDoServidor, parseLocalDateTime } from './relogio'

describe('relógio', () => {
  it('reads the server LocalDateTime as local time', () => {
    expect(parseLocalDateTime('2026-11-16T12:00:05').getTime()).toBe(new Date(2026, 10, 16, 12, 0, 5).getTime())
    expect(Number.isNaN(parseLocalDateTime('ontem').getTime())).toBe(true)
  })

  it('moves the server instant on by the time passed since it arrived', () => {
    const hora = horaDoServidor('2026-11-16T12:00:05', 1_000, 4_500)
    expect(formatHoraRelogio(hora)).toBe('12:00:08')
    expect(formatHoraRelogio(horaDoServidor('2026-11-16T12:00:05', 5_000, 1_000))).toBe('12:00:05')
  })

  it('prints the NSR with nine digits', () => {
    expect(formatNsr(12)).toBe('000000012')
  })
})
