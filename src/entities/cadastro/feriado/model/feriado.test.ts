import { describe, expect, it } from 'vitest'
import type { Feriado } from '../api/feriado.schema'
import { dataDoFeriado, feriadoCombina } from './feriado'

const finados: Feriado = { id: 7, codigo: 31, data: '2026-11-02', descricao: 'Finados', cidade: null, facultativo: false, compensar: false }
const municipal: Feriado = {
  ...finados,
  id: 8,
  codigo: 32,
  data: '2026-08-15',
  descricao: 'Aniversário',
  cidade: { id: 1, descricao: 'Santa Aurora' },
}

describe('feriado', () => {
  it('[REG-037] reads the date as midnight at UTC−3: the same calendar day in any time zone', () => {
    expect(dataDoFeriado(finados)).toBe('02/11/2026')
    expect(dataDoFeriado({ data: '2026-11-02T00:00:00' })).toBe('02/11/2026')
  })

  it('[REG-038] filters by formatted date, description, city, id and code, ignoring case and accents', () => {
    expect(feriadoCombina(finados, '02/11')).toBe(true)
    expect(feriadoCombina(finados, 'FINADOS')).toBe(true)
    expect(feriadoCombina(municipal, 'santa aurora')).toBe(true)
    expect(feriadoCombina(municipal, 'aniversario')).toBe(true)
    expect(feriadoCombina(finados, '7')).toBe(true)
    expect(feriadoCombina(finados, '31')).toBe(true)
    expect(feriadoCombina(finados, 'natal')).toBe(false)
    expect(feriadoCombina(finados, '  ')).toBe(true)
  })
})
