import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod/mini'
import type { CaminhoDe, Recurso, RotaDe } from './caminhos'
import { fullTextSearch } from './full-text-search'
import { apiDelete, apiDownload, apiGet, apiPost, apiPut } from './http-client'
import { createResource } from './resource'

// Type-level: `npx tsc -b` fails when one of these stops holding (an unused @ts-expect-error is an error too).
const item = z.object({ id: z.number() })
const id: number = 12

describe('paths checked against the contract', () => {
  it("turns the contract's :params into ${string}", () => {
    expectTypeOf<'/api/solicitacao/:id'>().toExtend<RotaDe<'GET'>>()
    expectTypeOf<`/api/solicitacao/${string}`>().toExtend<CaminhoDe<'GET'>>()
    expectTypeOf<`/api/registros/${number}/marcacoes/${number}/desconsiderar`>().toExtend<CaminhoDe<'POST'>>()
    expectTypeOf(apiGet).toBeCallableWith(`/api/solicitacao/${id}`, item)
    expectTypeOf(apiDelete).toBeCallableWith(`/api/motivos/${id}`)
  })

  it('rejects a path the contract lacks', () => {
    expectTypeOf<'/api/solicitacaoo/1'>().not.toExtend<CaminhoDe<'GET'>>()
    // @ts-expect-error: no /api/solicitacaoo in the contract
    expectTypeOf(apiGet).toBeCallableWith('/api/solicitacaoo/1', item)
    // @ts-expect-error: query strings go in `query`, not in the path
    expectTypeOf(apiGet).toBeCallableWith('/api/solicitacao?escopo=ME', item)
  })

  it('rejects a method the contract does not serve on the path', () => {
    expectTypeOf<'/api/coletor/message'>().toExtend<CaminhoDe<'POST'>>()
    expectTypeOf<'/api/coletor/message'>().not.toExtend<CaminhoDe<'GET'>>()
    // @ts-expect-error: POST only
    expectTypeOf(apiGet).toBeCallableWith('/api/coletor/message', item)
    // @ts-expect-error: motivos are saved with POST, there is no PUT /api/motivos/:id
    expectTypeOf(apiPut).toBeCallableWith(`/api/motivos/${id}`, {})
    expectTypeOf(apiPost).toBeCallableWith('/api/motivos', {})
    // @ts-expect-error: the download's method picks the paths
    expectTypeOf(apiDownload<'GET'>).toBeCallableWith('GET', '/api/coletor/message')
  })

  it("types the register builders' inputs by the contract", () => {
    expectTypeOf<'motivos' | 'banco-horas/lancamentos'>().toExtend<Recurso>()
    expectTypeOf<'motivoss'>().not.toExtend<Recurso>()
    createResource({ key: 'motivo', resource: 'motivos', item, update: 'post' })
    // @ts-expect-error: without PUT /api/motivos/:id the register must say how it saves
    createResource({ key: 'motivo', resource: 'motivos', item })
    // @ts-expect-error: there is no GET /api/motivos/search/com-funcionarios
    createResource({ key: 'motivo', resource: 'motivos', item, update: 'post', search: 'com-funcionarios' })
    expectTypeOf(fullTextSearch<typeof item, 'cargos'>).toBeCallableWith('cargos', {}, item, undefined, 'com-funcionarios')
    // @ts-expect-error: usuarios has no such search
    expectTypeOf(fullTextSearch<typeof item, 'usuarios'>).toBeCallableWith('usuarios', {}, item, undefined, 'com-funcionarios')
  })
})
