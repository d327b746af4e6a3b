import { describe, expect, it } from 'vitest'
import { proximaNaOrdem } from './proxima-pendente'

/** A page of pending requests in the list's order (start descending, then id descending). */
const LISTA = [
  { id: 7, inicio: '2026-11-16' },
  { id: 10, inicio: '2026-11-13' },
  { id: 8, inicio: '2026-11-13' },
  { id: 4, inicio: '2026-11-13' },
  { id: 6, inicio: '2026-11-12' },
  { id: 9, inicio: '2026-11-11' },
]

describe('proximaNaOrdem', () => {
  it.each([
    ['the next one on the same day (lower number)', { id: 10, inicio: '2026-11-13' }, false, 8],
    ['the next day down the list', { id: 4, inicio: '2026-11-13' }, false, 6],
    ['a decided request no longer in the list: the one that took its place', { id: 5, inicio: '2026-11-13' }, false, 4],
    ['from the top', { id: 7, inicio: '2026-11-16' }, false, 10],
    ['none after the last one', { id: 9, inicio: '2026-11-11' }, false, undefined],
    ['none after the last one: going round, the first', { id: 9, inicio: '2026-11-11' }, true, 7],
    ['going round never gives the request itself', { id: 7, inicio: '2026-11-16' }, true, 10],
  ] as const)('%s', (_, atual, volta, esperada) => {
    expect(proximaNaOrdem(LISTA, atual, { volta })?.id).toBe(esperada)
  })

  it('an empty list has none, even going round', () => {
    expect(proximaNaOrdem([], { id: 1, inicio: '2026-11-13' }, { volta: true })).toBeUndefined()
    expect(proximaNaOrdem([{ id: 1, inicio: '2026-11-13' }], { id: 1, inicio: '2026-11-13' }, { volta: true })).toBeUndefined()
  })
})
