import { describe, expect, it } from 'vitest'
import {
  created, hal, invalidDateParams, isIsoDate, isoDateOf, isTimeOfDay, noContent, notFound, page, pageRequest, readDate, sortBy, springError,
  springErrorBody, validationError, type FieldError,
} from './spring'

const url = (query: string) => new URL(`http://localhost/api/empresas${query}`)

describe('pageRequest', () => {
  it('reads page, size and repeatable sorts', () => {
    expect(pageRequest(url('?page=2&size=5&sort=ano,desc&sort=mes,desc&sort=nome'))).toEqual({
      page: 2, size: 5, self: '/api/empresas?page=2&size=5&sort=ano,desc&sort=mes,desc&sort=nome',
      sort: [{ property: 'ano', direction: 'desc' }, { property: 'mes', direction: 'desc' }, { property: 'nome', direction: 'asc' }],
    })
  })

  it('falls back to page 0, size 20 or the given defaults on missing or invalid values', () => {
    expect(pageRequest(url('?page=-1&size=abc'))).toMatchObject({ page: 0, size: 20, sort: [] })
    expect(pageRequest(url('?size=0'), { size: 9999, sort: [{ property: 'codigo', direction: 'asc' }] }))
      .toMatchObject({ size: 9999, sort: [{ property: 'codigo', direction: 'asc' }] })
  })

  it('serves a size beyond 1000 as 1000, as Spring Data REST does', () => {
    expect(pageRequest(url('?size=100000')).size).toBe(1000)
    expect(pageRequest(url('?size=9999'), { size: 50 }).size).toBe(1000)
  })
})

describe('sortBy', () => {
  const rows = [
    { id: 1, nome: 'Érica', f: { idade: 30 } },
    { id: 2, nome: 'ana', f: { idade: null } },
    { id: 3, nome: 'Bruno', f: { idade: 30 } },
    { id: 4, nome: 'Ana', f: { idade: 25 } },
  ]

  it('sorts by nested properties with pt-BR collation, nulls last and stable ties', () => {
    expect(sortBy(rows, [{ property: 'nome', direction: 'asc' }]).map((r) => r.id)).toEqual([2, 4, 3, 1])
    expect(sortBy(rows, [{ property: 'f.idade', direction: 'asc' }]).map((r) => r.id)).toEqual([4, 1, 3, 2])
    expect(sortBy(rows, [{ property: 'f.idade', direction: 'desc' }, { property: 'nome', direction: 'asc' }]).map((r) => r.id)).toEqual([3, 1, 4, 2])
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4])
  })
})

describe('responses', () => {
  const items = Array.from({ length: 45 }, (_, i) => ({ id: i + 1 }))

  it('builds a HAL collection with the page slice and page info', async () => {
    const response = hal('empresas', items, pageRequest(url('?page=2&size=20')))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      _embedded: { empresas: items.slice(40) },
      _links: { self: { href: '/api/empresas?page=2&size=20' } },
      page: { size: 20, totalElements: 45, totalPages: 3, number: 2 },
    })
  })

  it('builds a Spring page, or wraps an already sliced page with its total', async () => {
    const body = await page(items, pageRequest(url('?page=1&size=20'))).json()
    expect(body).toMatchObject({ totalElements: 45, totalPages: 3, size: 20, number: 1, first: false, last: false, numberOfElements: 20, empty: false })
    expect(body.content[0]).toEqual({ id: 21 })
    const presliced = await page(items.slice(0, 3), pageRequest(url('?size=3')), 45).json()
    expect(presliced).toMatchObject({ totalElements: 45, totalPages: 15, first: true, last: false, numberOfElements: 3 })
    const empty = await page([], pageRequest(url(''))).json()
    expect(empty).toMatchObject({ content: [], totalElements: 0, totalPages: 0, first: true, last: true, empty: true })
  })

  it('gives the Spring Data REST validation body with status 400', async () => {
    const response = validationError('Usuario', [{ property: 'cpf', message: 'CPF inválido', invalidValue: '123' }])
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ entity: 'Usuario', property: 'cpf', invalidValue: '123', message: 'CPF inválido' }] })
  })

  it('gives the Spring Boot error body and the empty-bodied statuses', async () => {
    const error = springError(409, 'conflito', '/api/x')
    expect(error.status).toBe(409)
    expect(await error.json()).toMatchObject({ status: 409, error: 'Conflict', message: 'conflito', path: '/api/x', timestamp: expect.any(String) })
    expect(noContent().status).toBe(204)
    expect(await noContent().text()).toBe('')
    expect(notFound().status).toBe(404)
    expect(await notFound().text()).toBe('')
    const post = created({ id: 7 })
    expect(post.status).toBe(201)
    expect(await post.json()).toEqual({ id: 7 })
  })
})

describe('dates and times', () => {
  it('knows a real day from an impossible one by the round trip', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31', '2000-02-29'].every(isIsoDate)).toBe(true)
    expect(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '1900-02-29', '2026-2-1', '2026-02-10x', '', null, 20260210]
      .some(isIsoDate)).toBe(false)
  })

  it('takes the day of an ISO date-time, never of an impossible one', () => {
    expect(isoDateOf('2026-02-10T00:00:00')).toBe('2026-02-10')
    expect(isoDateOf('2026-02-10T03:00:00.000Z')).toBe('2026-02-10')
    expect(isoDateOf('2026-02-30T00:00:00')).toBeNull()
    expect(isoDateOf('2026-02-10 lixo')).toBeNull()
  })

  it('reads a date property: absent is the required message, impossible is Data inválida.', () => {
    const errors: FieldError[] = []
    expect(readDate('2026-11-10', 'data', errors)).toBe('2026-11-10')
    expect(readDate(undefined, 'inicio', errors)).toBeNull()
    expect(readDate('', 'opcional', errors, null)).toBeNull()
    expect(readDate('2026-02-30', 'fim', errors)).toBeNull()
    expect(errors).toEqual([
      { property: 'inicio', message: 'não deve ser nulo', invalidValue: null },
      { property: 'fim', message: 'Data inválida.', invalidValue: '2026-02-30' },
    ])
  })

  it('answers 400 for the first query date parameter that names no real day', async () => {
    expect(invalidDateParams(url('?inicio=2026-02-01&fim='), 'Empresa', 'inicio', 'fim')).toBeNull()
    const response = invalidDateParams(url('?inicio=2026-02-01&fim=2026-02-30'), 'Empresa', 'inicio', 'fim')
    expect(response?.status).toBe(400)
    expect(await response?.json()).toEqual({ errors: [{ entity: 'Empresa', property: 'fim', invalidValue: '2026-02-30', message: 'Data inválida.' }] })
  })

  it('accepts times of day from 00:00 to 23:59 only', () => {
    expect(['00:00', '09:30', '23:59'].every(isTimeOfDay)).toBe(true)
    expect(['24:00', '25:00', '12:60', '9:30', '', null].some(isTimeOfDay)).toBe(false)
  })
})

describe('springErrorBody', () => {
  it('names 413 as Spring does', () => {
    expect(springErrorBody(413, 'grande', '/api/afd/upload')).toMatchObject({ status: 413, error: 'Payload Too Large', message: 'grande', path: '/api/afd/upload' })
  })
})
