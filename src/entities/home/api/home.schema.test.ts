import { describe, expect, it } from 'vitest'
import { divisaoHorasSchema } from './home.schema'
import { hasChartData } from '../model/divisao-horas'

describe('divisaoHoras', () => {
  it('reads hours given as numbers or as HH:MM / HH.MM strings, truncated to whole hours', () => {
    const rows = divisaoHorasSchema.parse([
      { competencia: '10/2026', horasTrabalhadas: 8100, horasExtras: '10:59', faltas: '10.59' },
    ])
    expect(rows[0]).toMatchObject({ horasTrabalhadas: 8100, horasExtras: 10, faltas: 10 })
    expect(divisaoHorasSchema.safeParse([{ competencia: 'x', horasTrabalhadas: 'abc', horasExtras: 0, faltas: 0 }]).success).toBe(false)
  })

  it('[HOME-008][HOME-009] the chart needs more than one row', () => {
    expect(hasChartData(undefined)).toBe(false)
    expect(hasChartData([])).toBe(false)
    expect(hasChartData([{}])).toBe(false)
    expect(hasChartData([{}, {}])).toBe(true)
  })
})
