import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestQueryClient, server } from '@/shared/lib/test'
import { configureHttp } from './http-client'
import { fullTextSearch } from './full-text-search'
import { useFullTextSearch } from './use-full-text-search'

const cargo = z.object({ id: z.number(), nome: z.string() })
const hal = (nome: string) => ({
  _embedded: { cargos: [{ id: 1, nome }] },
  page: { size: 5, totalElements: 1, totalPages: 1, number: 0 },
})

beforeEach(() => configureHttp({ getToken: () => 't', onUnauthorized: () => {} }))

let client = createTestQueryClient()
beforeEach(() => {
  client = createTestQueryClient()
})

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

describe('fullTextSearch', () => {
  it('[API-003] calls GET /api/{resource}/search/fulltext with text, extra params, page, size and sort', async () => {
    let url: URL | undefined
    server.use(
      http.get('/api/funcionarios/search/fulltext', ({ request }) => {
        url = new URL(request.url)
        return HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, size: 10, number: 1 })
      }),
    )
    const result = await fullTextSearch(
      'funcionarios',
      { text: 'ana', page: 1, size: 10, sort: ['nome,asc'], ativo: true, controlaPonto: true, empresaId: undefined },
      cargo,
    )
    expect(url?.searchParams.get('text')).toBe('ana')
    expect(url?.searchParams.get('page')).toBe('1')
    expect(url?.searchParams.get('size')).toBe('10')
    expect(url?.searchParams.getAll('sort')).toEqual(['nome,asc'])
    expect(url?.searchParams.get('ativo')).toBe('true')
    expect(url?.searchParams.get('controlaPonto')).toBe('true')
    expect(url?.searchParams.has('empresaId')).toBe(false)
    expect(result.page).toEqual({ size: 10, totalElements: 0, totalPages: 0, number: 1 })
  })

  it('[API-003][API-010] reads a HAL resource through the HAL adapter', async () => {
    server.use(http.get('/api/cargos/search/fulltext', () => HttpResponse.json(hal('Analista'))))
    const result = await fullTextSearch('cargos', { text: 'ana' }, cargo)
    expect(result.items).toEqual([{ id: 1, nome: 'Analista' }])
  })
})

describe('useFullTextSearch', () => {
  it('[API-005] debounces the typed text: only the settled term is searched', async () => {
    const texts: string[] = []
    server.use(
      http.get('/api/cargos/search/fulltext', ({ request }) => {
        const text = new URL(request.url).searchParams.get('text') ?? ''
        texts.push(text)
        return HttpResponse.json(hal(text))
      }),
    )
    const { result, rerender } = renderHook(({ text }) => useFullTextSearch('cargos', { text }, cargo, { debounceMs: 300 }), {
      wrapper,
      initialProps: { text: '' },
    })
    await waitFor(() => expect(texts).toEqual(['']))
    rerender({ text: 'a' })
    rerender({ text: 'an' })
    rerender({ text: 'ana' })
    await waitFor(() => expect(result.current.query.data?.items[0]?.nome).toBe('ana'))
    expect(texts).toEqual(['', 'ana'])
    expect(result.current.term).toBe('ana')
  })

  it('[API-006] a new search aborts the request still in flight', async () => {
    const signals = new Map<string, AbortSignal>()
    server.use(
      http.get('/api/cargos/search/fulltext', async ({ request }) => {
        const text = new URL(request.url).searchParams.get('text') ?? ''
        signals.set(text, request.signal)
        if (text === 'lento') await new Promise((resolve) => setTimeout(resolve, 5000))
        return HttpResponse.json(hal(text))
      }),
    )
    const { result, rerender } = renderHook(({ text }) => useFullTextSearch('cargos', { text }, cargo, { debounceMs: 10 }), {
      wrapper,
      initialProps: { text: 'lento' },
    })
    await waitFor(() => expect(signals.has('lento')).toBe(true))
    rerender({ text: 'rapido' })
    await waitFor(() => expect(result.current.query.data?.items[0]?.nome).toBe('rapido'))
    expect(signals.get('lento')?.aborted).toBe(true)
    expect(signals.get('rapido')?.aborted).toBe(false)
  })

  it('[API-007] keeps each answer with the term and params it answers', async () => {
    server.use(
      http.get('/api/cargos/search/fulltext', ({ request }) => {
        const url = new URL(request.url)
        return HttpResponse.json(hal(`${url.searchParams.get('text')}-${url.searchParams.get('ativo')}`))
      }),
    )
    const { result, rerender } = renderHook(
      ({ text, ativo }) => useFullTextSearch('cargos', { text, ativo }, cargo, { debounceMs: 10 }),
      { wrapper, initialProps: { text: 'ana', ativo: true } },
    )
    await waitFor(() => expect(result.current.query.data?.items[0]?.nome).toBe('ana-true'))
    expect(result.current).toMatchObject({ term: 'ana', params: { text: 'ana', ativo: true } })
    rerender({ text: 'bia', ativo: false })
    await waitFor(() => expect(result.current.query.data?.items[0]?.nome).toBe('bia-false'))
    expect(result.current).toMatchObject({ term: 'bia', params: { text: 'bia', ativo: false } })
    const stored = (params: object) => client.getQueryData<{ items: { nome: string }[] }>(['fulltext', 'cargos', params])
    expect(stored({ text: 'ana', ativo: true })?.items[0]?.nome).toBe('ana-true')
    expect(stored({ text: 'bia', ativo: false })?.items[0]?.nome).toBe('bia-false')
  })
})
