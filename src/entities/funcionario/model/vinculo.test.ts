import { describe, expect, it } from 'vitest'
import { aplicarVinculo, vinculoAtual } from './vinculo'

const cargos = [
  { id: 1, inicio: '2020-01-01', fim: '2023-12-31', cargo: { id: 10 } },
  { id: 2, inicio: '2024-01-01', fim: null, cargo: { id: 11 } },
]

describe('employee links', () => {
  it('finds the link in force on a date', () => {
    expect(vinculoAtual(cargos, '2022-06-01')?.id).toBe(1)
    expect(vinculoAtual(cargos, '2026-11-16')?.id).toBe(2)
    expect(vinculoAtual(cargos, '2019-01-01')).toBeUndefined()
  })

  it('[REG-010] a new choice closes the link in force the day before and opens another', () => {
    expect(aplicarVinculo(cargos, 'cargo', 12, '2026-11-16')).toEqual([
      cargos[0],
      { ...cargos[1], fim: '2026-11-15' },
      { inicio: '2026-11-16', fim: null, cargo: { id: 12 } },
    ])
  })

  it('keeps the links when the same register is chosen, replaces a link starting that day, closes on none', () => {
    expect(aplicarVinculo(cargos, 'cargo', 11, '2026-11-16')).toEqual(cargos)
    expect(aplicarVinculo(cargos, 'cargo', 12, '2024-01-01')).toEqual([cargos[0], { inicio: '2024-01-01', fim: null, cargo: { id: 12 } }])
    expect(aplicarVinculo(cargos, 'cargo', null, '2026-11-16')).toEqual([cargos[0], { ...cargos[1], fim: '2026-11-15' }])
    expect(aplicarVinculo(undefined, 'cargo', 5, '2026-11-02')).toEqual([{ inicio: '2026-11-02', fim: null, cargo: { id: 5 } }])
  })
})
