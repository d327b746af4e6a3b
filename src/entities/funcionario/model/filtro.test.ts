import { describe, expect, it } from 'vitest'
import { FILTRO_PADRAO, filtroToQuery, pickFiltro, triStateParam } from './filtro'

describe('employee filter', () => {
  it('[TC-030] the default filter is ativo=true with no other restriction', () => {
    expect(filtroToQuery(FILTRO_PADRAO)).toEqual(expect.objectContaining({ ativo: 'true', permiteHoraExtra: undefined }))
    expect(pickFiltro({})).toEqual(FILTRO_PADRAO)
  })

  it('[TC-028][TC-029] tri-states: Todos sends nothing, the others send true or false', () => {
    expect(triStateParam('todos')).toBeUndefined()
    expect(triStateParam(true)).toBe('true')
    expect(triStateParam(false)).toBe('false')
    expect(filtroToQuery({ ativo: false, permiteHoraExtra: true })).toMatchObject({ ativo: 'false', permiteHoraExtra: 'true' })
    expect(filtroToQuery({ ativo: 'todos', permiteHoraExtra: false })).toMatchObject({ ativo: undefined, permiteHoraExtra: 'false' })
  })

  it('[TC-016] maps every lookup field to its query parameter', () => {
    const query = filtroToQuery({
      empresa: 1,
      cargo: 2,
      departamento: 3,
      localTrabalho: 4,
      classe: 5,
      quadroHorario: 6,
      ativo: true,
      permiteHoraExtra: 'todos',
    })
    expect(query).toMatchObject({ empresa: 1, cargo: 2, departamento: 3, localTrabalho: 4, classe: 5, quadroHorario: 6 })
  })

  it('keeps only the filter fields of a wider object', () => {
    const source = { page: 3, cargo: 7, ativo: 'todos' as const, permiteHoraExtra: false }
    expect(pickFiltro(source)).toEqual({ cargo: 7, ativo: 'todos', permiteHoraExtra: false })
  })
})
