import { describe, expect, it } from 'vitest'
import { chipsDoFiltro, semCampo, TRI_STATE_CAMPOS } from './filtro-campos'

describe('filter fields', () => {
  it('[TC-028][TC-029] the tri-states offer exactly the spec options', () => {
    expect(TRI_STATE_CAMPOS.map((t) => t.opcoes.map((o) => o.label))).toEqual([
      ['Todos', 'Ativos', 'Demitidos'],
      ['Todos', 'Permite Hora Extra', 'Nao Permite Hora Extra'],
    ])
  })

  it('[TC-032] lists each active filter, leaving out Todos', () => {
    const chips = chipsDoFiltro({ cargo: 3, classe: 2, ativo: false, permiteHoraExtra: 'todos' })
    expect(chips).toEqual([
      { kind: 'lookup', campo: 'cargo', label: 'Cargo', id: 3 },
      { kind: 'lookup', campo: 'classe', label: 'Classe', id: 2 },
      { kind: 'tri-state', campo: 'ativo', label: 'Situação', valor: 'Demitidos' },
    ])
    expect(chipsDoFiltro({ ativo: 'todos', permiteHoraExtra: true })).toEqual([
      { kind: 'tri-state', campo: 'permiteHoraExtra', label: 'Hora Extra', valor: 'Permite Hora Extra' },
    ])
  })

  it('removing a chip drops its restriction only', () => {
    const filtro = { cargo: 3, ativo: true, permiteHoraExtra: false } as const
    expect(semCampo(filtro, 'cargo')).toEqual({ ativo: true, permiteHoraExtra: false })
    expect(semCampo(filtro, 'ativo')).toEqual({ cargo: 3, ativo: 'todos', permiteHoraExtra: false })
  })
})
