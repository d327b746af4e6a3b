import { describe, expect, it } from 'vitest'
import type { HorarioFlatDia } from '../api/horario.schema'
import { nomeDiaFlat, paresDoDia } from './horario-flat'

const linha = (parcial: Partial<HorarioFlatDia>): HorarioFlatDia => ({
  diaSemana: null,
  sequencia: null,
  folga: false,
  cargaHoraria: '00:00',
  entrada1: null,
  saida1: null,
  entrada2: null,
  saida2: null,
  entrada3: null,
  saida3: null,
  entrada4: null,
  saida4: null,
  ...parcial,
})

describe('horario flat', () => {
  it('[REG-031] unflattens a row up to its last pair with a time', () => {
    expect(paresDoDia(linha({ entrada1: '08:00', saida1: '12:00', entrada2: '13:00', saida2: '17:00' }))).toEqual([
      { entrada: '08:00', saida: '12:00' },
      { entrada: '13:00', saida: '17:00' },
    ])
    expect(paresDoDia(linha({ entrada1: '19:00', saida1: null }))).toEqual([{ entrada: '19:00', saida: null }])
    expect(paresDoDia(linha({ folga: true }))).toEqual([])
  })

  it('[REG-031] names a row by its weekday or by its day of the cycle', () => {
    expect(nomeDiaFlat(linha({ diaSemana: 'TERCA' }))).toBe('Terça')
    expect(nomeDiaFlat(linha({ sequencia: 2 }))).toBe('Dia 2')
  })
})
