import { describe, expect, it } from 'vitest'
import { passo, resolverPasso } from './stepping'

const pagina = (page: number, totalPages: number, ids: number[]) => ({ page, totalPages, ids })

describe('stepping through the employee list', () => {
  it('[TC-017] next selects the following employee of the page', () => {
    expect(passo(pagina(0, 2, [5, 8, 9]), 8, 'proximo')).toEqual({ kind: 'funcionario', funcionarioId: 9, page: 0 })
  })

  it('[TC-018] previous selects the preceding employee of the page', () => {
    expect(passo(pagina(1, 2, [5, 8, 9]), 8, 'anterior')).toEqual({ kind: 'funcionario', funcionarioId: 5, page: 1 })
  })

  it('[TC-019] next on the last of a page goes to the first of page + 1', () => {
    const step = passo(pagina(0, 3, [5, 8, 9]), 9, 'proximo')
    expect(step).toEqual({ kind: 'pagina', page: 1, edge: 'first' })
    expect(resolverPasso(step, [11, 12, 13])).toEqual({ funcionarioId: 11, page: 1 })
  })

  it('[TC-020] previous on the first of a page goes to the last of page - 1', () => {
    const step = passo(pagina(2, 3, [20, 21]), 20, 'anterior')
    expect(step).toEqual({ kind: 'pagina', page: 1, edge: 'last' })
    expect(resolverPasso(step, [11, 12, 13])).toEqual({ funcionarioId: 13, page: 1 })
  })

  it('[TC-021] page edges follow the page size the server reported (here 2), not a client constant', () => {
    const page0 = pagina(0, 3, [1, 2])
    expect(passo(page0, 2, 'proximo')).toEqual({ kind: 'pagina', page: 1, edge: 'first' })
    expect(passo(page0, 1, 'proximo')).toEqual({ kind: 'funcionario', funcionarioId: 2, page: 0 })
  })

  it('stops at the very ends of the list', () => {
    expect(passo(pagina(0, 2, [5, 8]), 5, 'anterior')).toBeNull()
    expect(passo(pagina(1, 2, [9]), 9, 'proximo')).toBeNull()
    expect(passo(pagina(0, 0, []), null, 'proximo')).toBeNull()
    expect(passo(pagina(0, 0, []), null, 'anterior')).toBeNull()
  })

  it('an employee outside the page enters it at its first (next) or last (previous) employee', () => {
    expect(passo(pagina(0, 1, [5, 8]), 99, 'proximo')).toEqual({ kind: 'funcionario', funcionarioId: 5, page: 0 })
    expect(passo(pagina(0, 1, [5, 8]), null, 'anterior')).toEqual({ kind: 'funcionario', funcionarioId: 8, page: 0 })
  })

  it('a page past the end steps back to the last existing page', () => {
    expect(passo(pagina(7, 3, []), 4, 'anterior')).toEqual({ kind: 'pagina', page: 2, edge: 'last' })
  })

  it('an adjacent page not read yet resolves to nothing', () => {
    expect(resolverPasso({ kind: 'pagina', page: 1, edge: 'first' }, undefined)).toBeNull()
  })
})
