import { describe, expect, it } from 'vitest'
import { manutencaoSearchSchema, parseRouteId, routeParams } from './search'

describe('time card URL', () => {
  it('[TC-003] a parameter 0 means none is chosen', () => {
    expect(parseRouteId('0')).toBeNull()
    expect(parseRouteId('15')).toBe(15)
  })

  it('[TC-004] a parameter "undefined" (or garbage) means none is chosen', () => {
    expect(parseRouteId('undefined')).toBeNull()
    expect(parseRouteId('abc')).toBeNull()
    expect(parseRouteId('-3')).toBeNull()
    expect(parseRouteId(undefined)).toBeNull()
  })

  it('[TC-005] reads and keeps the page', () => {
    expect(manutencaoSearchSchema.parse({ page: 3 }).page).toBe(3)
    expect(manutencaoSearchSchema.parse({ page: '2' }).page).toBe(2)
    expect(manutencaoSearchSchema.parse({ page: -1 }).page).toBe(0)
    expect(manutencaoSearchSchema.parse({}).page).toBe(0)
  })

  it('[TC-030] without filter params the filter is ativo=true, permiteHoraExtra todos', () => {
    expect(manutencaoSearchSchema.parse({})).toEqual({ page: 0, ativo: true, permiteHoraExtra: 'todos' })
  })

  it('[TC-016][TC-028][TC-029] reads the filter ids and tri-states, dropping invalid values', () => {
    const search = manutencaoSearchSchema.parse({
      cargo: 4, departamento: '2', classe: 'x', quadroHorario: 0, ativo: false, permiteHoraExtra: 'true',
    })
    expect(search).toEqual({ page: 0, cargo: 4, departamento: 2, ativo: false, permiteHoraExtra: true })
    expect(manutencaoSearchSchema.parse({ ativo: 'todos' }).ativo).toBe('todos')
    expect(manutencaoSearchSchema.parse({ ativo: 'talvez' }).ativo).toBe(true)
  })

  it('writes none as 0', () => {
    expect(routeParams(null, 7)).toEqual({ competencia: '0', funcionario: '7' })
  })
})
