import { describe, expect, it } from 'vitest'
import { competenciaLabel, defaultCompetencia, isAberta, mesAno } from './competencia'

const comp = (id: number, mes: number, ano: number, situacao = 'FECHADA') => ({
  id,
  mes,
  ano,
  situacao,
  fechada: situacao !== 'ABERTA',
})

describe('competencia', () => {
  it('[TC-024] the default is the newest open competence, scanning from the oldest end', () => {
    const list = [comp(13, 12, 2026), comp(12, 11, 2026, 'ABERTA'), comp(11, 10, 2026, 'ABERTA'), comp(10, 9, 2026)]
    expect(defaultCompetencia(list)?.id).toBe(12)
  })

  it('[TC-024] a single open competence in the middle is the default', () => {
    const list = [comp(3, 3, 2026), comp(2, 2, 2026, 'ABERTA'), comp(1, 1, 2026)]
    expect(defaultCompetencia(list)?.id).toBe(2)
  })

  it('[TC-025] without an open competence the default is the first option', () => {
    expect(defaultCompetencia([comp(3, 3, 2026), comp(2, 2, 2026)])?.id).toBe(3)
    expect(defaultCompetencia([])).toBeUndefined()
  })

  it('[REG-040] shows the month as MM/YYYY and marks open ones', () => {
    expect(mesAno({ mes: 3, ano: 2024 })).toBe('03/2024')
    expect(competenciaLabel(comp(1, 11, 2026, 'ABERTA'))).toBe('11/2026 (aberta)')
    expect(competenciaLabel(comp(1, 9, 2026))).toBe('09/2026')
  })

  it('[TC-197] only ABERTA and not closed counts as open for edits', () => {
    expect(isAberta({ situacao: 'ABERTA', fechada: false })).toBe(true)
    expect(isAberta({ situacao: 'ABERTA', fechada: true })).toBe(false)
    expect(isAberta({ situacao: 'FECHADA', fechada: false })).toBe(false)
  })
})
