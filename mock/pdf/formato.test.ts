import { describe, expect, it } from 'vitest'
import { dataBr, diaMes, formatCeiCaepfCno, mesAno } from './formato'

describe('formato', () => {
  it('masks CEI/CAEPF/CNO, leaving other values as they are (CPF and CNPJ: src/shared/lib/identifiers.test.ts)', () => {
    expect(formatCeiCaepfCno('512340018475')).toBe('51.234.00184/75')
    expect(formatCeiCaepfCno('12345678901234')).toBe('123.456.789/012-34')
    expect(formatCeiCaepfCno('123')).toBe('123')
  })

  it('prints pt-BR dates and the competence as MM/YYYY', () => {
    expect(dataBr('2026-11-03')).toBe('03/11/2026')
    expect(dataBr('2026-11-03T10:00:00')).toBe('03/11/2026')
    expect(diaMes('2026-01-09')).toBe('09/01')
    expect(mesAno(2026, 3)).toBe('03/2026')
  })
})
