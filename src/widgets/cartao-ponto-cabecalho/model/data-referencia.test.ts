import { describe, expect, it } from 'vitest'
import { hojeEmBrasilia } from '@/shared/lib'
import { dataDeReferencia } from './data-referencia'

const novembro = { inicio: '2026-11-01', fim: '2026-11-30' }

describe('dataDeReferencia', () => {
  it('is today while the competence runs, else its nearest end', () => {
    expect(dataDeReferencia(novembro, '2026-11-16')).toBe('2026-11-16')
    expect(dataDeReferencia(novembro, '2026-12-03')).toBe('2026-11-30')
    expect(dataDeReferencia(novembro, '2026-10-31')).toBe('2026-11-01')
    expect(dataDeReferencia({ inicio: '2026-11-01T00:00:00', fim: '2026-11-30T00:00:00' }, '2026-11-30')).toBe('2026-11-30')
  })

  it('reads today in Brasília', () => {
    expect(hojeEmBrasilia(new Date('2026-11-17T02:30:00Z'))).toBe('2026-11-16')
    expect(hojeEmBrasilia(new Date('2026-11-17T03:30:00Z'))).toBe('2026-11-17')
  })
})
