import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './format-relative-time'

const now = new Date('2026-11-16T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('formatRelativeTime', () => {
  it('[SHELL-014] shows Nunca when there is no date', () => {
    expect(formatRelativeTime(null, now)).toBe('Nunca')
    expect(formatRelativeTime(undefined, now)).toBe('Nunca')
    expect(formatRelativeTime('', now)).toBe('Nunca')
  })

  it('[SHELL-013] switches unit at 60 s, 3600 s and 86400 s', () => {
    expect(formatRelativeTime(ago(1), now)).toBe('há 1 segundo')
    expect(formatRelativeTime(ago(5), now)).toBe('há 5 segundos')
    expect(formatRelativeTime(ago(59), now)).toBe('há 59 segundos')
    expect(formatRelativeTime(ago(60), now)).toBe('há 1 minuto')
    expect(formatRelativeTime(ago(180), now)).toBe('há 3 minutos')
    expect(formatRelativeTime(ago(3599), now)).toBe('há 59 minutos')
    expect(formatRelativeTime(ago(3600), now)).toBe('há 1 hora')
    expect(formatRelativeTime(ago(7200), now)).toBe('há 2 horas')
    expect(formatRelativeTime(ago(86399), now)).toBe('há 23 horas')
    expect(formatRelativeTime(ago(86400), now)).toBe('há 1 dia')
    expect(formatRelativeTime(ago(4 * 86400 + 10), now)).toBe('há 4 dias')
  })

  it('[SHELL-013] reads ISO strings and treats future dates as now', () => {
    expect(formatRelativeTime('2026-11-16T11:58:00Z', now)).toBe('há 2 minutos')
    expect(formatRelativeTime('2026-11-16T12:00:30Z', now)).toBe('agora')
  })
})
