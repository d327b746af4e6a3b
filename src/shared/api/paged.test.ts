import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HAL_RESOURCES, halPage, listSchema, springPage } from './paged'

const item = z.object({ id: z.number(), nome: z.string() })

describe('list adapters', () => {
  it('[API-010] knows the 14 HAL resources', () => {
    expect([...HAL_RESOURCES].sort()).toEqual(
      [
        'empresas', 'competencias', 'equipamentos', 'coletores', 'periodosfechamento', 'horarios', 'integradores',
        'motivos', 'cargos', 'classes', 'departamentos', 'eventos', 'locaistrabalho', 'bancohoras',
      ].sort(),
    )
  })

  it('[API-010][API-012] reads a HAL collection and its page info', () => {
    const hal = {
      _embedded: { cargos: [{ id: 1, nome: 'Analista' }] },
      _links: { self: { href: '/api/cargos' } },
      page: { size: 7, totalElements: 15, totalPages: 3, number: 2 },
    }
    expect(halPage('cargos', item).parse(hal)).toEqual({
      items: [{ id: 1, nome: 'Analista' }],
      page: { size: 7, totalElements: 15, totalPages: 3, number: 2 },
    })
  })

  it('[API-010] reads an empty HAL collection without _embedded', () => {
    const hal = { _links: {}, page: { size: 20, totalElements: 0, totalPages: 0, number: 0 } }
    expect(halPage('cargos', item).parse(hal).items).toEqual([])
  })

  it('[API-011][API-012] reads a Spring Page and its page info', () => {
    const page = {
      content: [{ id: 3, nome: 'Ana' }],
      totalElements: 41,
      totalPages: 5,
      size: 9,
      number: 4,
      first: false,
      last: true,
      numberOfElements: 1,
      empty: false,
    }
    expect(springPage(item).parse(page)).toEqual({
      items: [{ id: 3, nome: 'Ana' }],
      page: { size: 9, totalElements: 41, totalPages: 5, number: 4 },
    })
  })

  it('[API-010][API-011] picks the list shape by resource', () => {
    const hal = { _embedded: { motivos: [{ id: 1, nome: 'A' }] }, page: { size: 1, totalElements: 1, totalPages: 1, number: 0 } }
    const page = { content: [{ id: 1, nome: 'A' }], totalElements: 1, totalPages: 1, size: 1, number: 0 }
    expect(listSchema('motivos', item).parse(hal).items).toHaveLength(1)
    expect(listSchema('funcionarios', item).parse(page).items).toHaveLength(1)
    expect(listSchema('funcionarios', item).safeParse(hal).success).toBe(false)
  })

  it('reports a bad item with its path', () => {
    const result = halPage('cargos', item).safeParse({ _embedded: { cargos: [{ id: 'x', nome: 'A' }] } })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['_embedded', 'cargos', 0, 'id'])
  })
})
