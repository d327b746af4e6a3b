import { describe, expect, it } from 'vitest'
import {
  compararIso,
  formatDate,
  formatDateAtBrasilia,
  formatDayMonth,
  formatMesAno,
  monthName,
  parseDateAtBrasilia,
  weekdayShort,
} from './dates'

describe('pt-BR dates', () => {
  it('[REG-040] shows mesAno as MM/YYYY with a zero-padded month', () => {
    expect(formatMesAno(3, 2024)).toBe('03/2024')
    expect(formatMesAno(11, 2026)).toBe('11/2026')
  })

  it('[REG-037] reads a holiday date as midnight at UTC-3', () => {
    const natal = parseDateAtBrasilia('2026-12-25')
    expect(natal.toISOString()).toBe('2026-12-25T03:00:00.000Z')
    expect(formatDateAtBrasilia(natal)).toBe('25/12/2026')
    expect(parseDateAtBrasilia('2026-01-01T00:00:00').toISOString()).toBe('2026-01-01T03:00:00.000Z')
  })

  it('formats ISO dates as local calendar days', () => {
    expect(formatDate('2026-11-16')).toBe('16/11/2026')
    expect(formatDayMonth('2026-03-05')).toBe('05/03')
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })

  it('[SHELL-020] names months and weekdays in Portuguese', () => {
    expect(monthName(1)).toBe('Janeiro')
    expect(monthName(3)).toBe('Março')
    expect(monthName(12)).toBe('Dezembro')
    expect(weekdayShort('2026-11-16')).toBe('Seg')
    expect(weekdayShort('2026-11-21')).toBe('Sáb')
  })
})

describe('compararIso', () => {
  it('orders ISO dates and date-times in time order, as localeCompare does', () => {
    const datas = ['2026-11-02', '2025-12-31', '2026-11-02T08:00', '2026-01-10', '2026-11-02']
    expect([...datas].sort(compararIso)).toEqual([...datas].sort((a, b) => a.localeCompare(b)))
    expect([...datas].sort(compararIso)).toEqual(['2025-12-31', '2026-01-10', '2026-11-02', '2026-11-02', '2026-11-02T08:00'])
  })
})
