import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { dateParam, enumParam, idParam, pageParam, textParam } from './search-params'

const schema = z.object({ texto: textParam(), page: pageParam(), id: idParam(), data: dateParam(), status: enumParam(['A', 'B']) })

describe('search param schemas', () => {
  it('read the values of a link', () => {
    expect(schema.parse({ texto: 'ana', page: 2, id: '7', data: '2026-11-01', status: 'B' })).toEqual({
      texto: 'ana', page: 2, id: 7, data: '2026-11-01', status: 'B',
    })
  })

  it('fall back to the defaults when absent', () => {
    expect(schema.parse({})).toEqual({ texto: '', page: 0, data: '', status: '' })
  })

  it('take back as text what the router read as a number or a boolean', () => {
    expect(schema.parse({ texto: 123 }).texto).toBe('123')
    expect(schema.parse({ texto: true }).texto).toBe('true')
  })

  it('drop invalid values instead of failing', () => {
    expect(schema.parse({ texto: { a: 1 }, page: -1, id: 'abc', data: '2026-02-30', status: 'C' })).toEqual({
      texto: '', page: 0, data: '', status: '',
    })
    expect(schema.parse({ page: 1.5, id: 0, data: '01/11/2026' })).toEqual({ texto: '', page: 0, data: '', status: '' })
  })
})
