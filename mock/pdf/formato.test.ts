import { describe, expect, it } from 'vitest'
import { dataBr, diaMes, formatCeiCaepfCno, formatCnpj, formatCpf, mesAno } from './formato'

describe('formato', () => {
  it('masks CPF, CNPJ and CEI/CAEPF/CNO, leaving other values as they are', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
    expect(formatCnpj('46523015000135')).toBe('46.523.015/0001-35')
    expect(formatCeiCaepfCno('512340018475')).toBe('51.234.00184/75')
    expect(formatCeiCaepfCno('12345678901234')).toBe('123.456.789/012-34')
    expect(formatCpf('123')).toBe('123')
  })

  it('prints pt-BR dates and the competence as MM/YYYY', () => {
    expect(dataBr('2026-11-03')).toBe('03/11/2026')
    expect(dataBr('2026-11-03T10:00:00')).toBe('03/11/2026')
    expect(diaMes('2026-01-09')).toBe('09/01')
    expect(mesAno(2026, 3)).toBe('03/2026')
  })
})
