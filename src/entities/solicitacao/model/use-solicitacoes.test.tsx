import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError, configureHttp, CONNECTION_REFUSED } from '@/shared/api'
import { createTestQueryClient, server } from '@/shared/lib/test'
import { FILTRO_INICIAL, SOLICITACAO_DEBOUNCE_MS, type SolicitacaoFiltro } from './filtro'
import { useSolicitacoes } from './use-solicitacoes'

const vazia = { content: [], totalElements: 0, totalPages: 0, size: 20, number: 0 }
const linha = (id: number) => ({
  id, funcionario: { id: 1, nome: 'Fernanda Funcionária' }, inicio: '2026-11-13', fim: '2026-11-13',
  tipoSolicitacao: { id: 1, descricao: 'Incluir marcação' }, status: 'PENDENTE',
})

beforeEach(() => configureHttp({ getToken: () => 't', onUnauthorized: () => {} }))

let client = createTestQueryClient()
beforeEach(() => {
  client = createTestQueryClient()
})

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('useSolicitacoes', () => {
  it('[REQ-002][REQ-004][REQ-003] loads GET /api/solicitacao with page, size, search, escopo (ME by default), status, inicio and fim', async () => {
    const urls: URL[] = []
    server.use(
      http.get('/api/solicitacao', ({ request }) => {
        urls.push(new URL(request.url))
        return HttpResponse.json({ ...vazia, content: [linha(1)], totalElements: 1, totalPages: 1 })
      }),
    )
    const filtro: SolicitacaoFiltro = { ...FILTRO_INICIAL, status: 'PENDENTE', inicio: '2026-11-01', fim: '2026-11-30', search: 'fer' }
    const { result } = renderHook(() => useSolicitacoes(filtro, 0), { wrapper })
    await waitFor(() => expect(result.current.query.data?.items).toHaveLength(1))
    const q = urls[0]!.searchParams
    expect(Object.fromEntries(q)).toEqual({
      page: '0', size: '20', search: 'fer', escopo: 'ME', status: 'PENDENTE', inicio: '2026-11-01', fim: '2026-11-30',
    })
  })

  it('[REQ-005] waits 500 ms after the last change: typing sends only the settled filters', async () => {
    expect(SOLICITACAO_DEBOUNCE_MS).toBe(500)
    const searches: string[] = []
    server.use(
      http.get('/api/solicitacao', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '')
        return HttpResponse.json(vazia)
      }),
    )
    const { result, rerender } = renderHook(({ search }) => useSolicitacoes({ ...FILTRO_INICIAL, search }, 0), {
      wrapper,
      initialProps: { search: '' },
    })
    await waitFor(() => expect(searches).toEqual(['']))
    rerender({ search: 'a' })
    await sleep(200)
    rerender({ search: 'an' })
    await sleep(200)
    rerender({ search: 'ana' })
    expect(result.current.aguardando).toBe(true)
    await sleep(400)
    // 800 ms after the first key, but only 400 ms after the last: nothing sent yet
    expect(searches).toEqual([''])
    await waitFor(() => expect(searches).toEqual(['', 'ana']))
    await waitFor(() => expect(result.current.aguardando).toBe(false))
  })

  it('[REQ-006] a failed list keeps the response body', async () => {
    const corpo = { timestamp: 'x', status: 400, error: 'Bad Request', message: 'Escopo inválido: X', path: '/api/solicitacao' }
    server.use(http.get('/api/solicitacao', () => HttpResponse.json(corpo, { status: 400 })))
    const { result } = renderHook(() => useSolicitacoes(FILTRO_INICIAL, 0), { wrapper })
    await waitFor(() => expect(result.current.erro).not.toBeNull())
    expect(result.current.erro).toEqual(corpo)
  })

  it('[REQ-006] without a body it keeps the message', async () => {
    server.use(http.get('/api/solicitacao', () => new HttpResponse(null, { status: 500 })))
    const { result } = renderHook(() => useSolicitacoes(FILTRO_INICIAL, 0), { wrapper })
    await waitFor(() => expect(result.current.erro).not.toBeNull())
    expect(result.current.erro).toBe(new ApiError(500, '').message)
    expect(result.current.erro).not.toBe('')
  })

  it('[REQ-006] with no answer at all it keeps ECONNREFUSED', async () => {
    server.use(http.get('/api/solicitacao', () => HttpResponse.error()))
    const { result } = renderHook(() => useSolicitacoes(FILTRO_INICIAL, 0), { wrapper })
    await waitFor(() => expect(result.current.erro).not.toBeNull(), { timeout: 5000 })
    expect(result.current.erro).toBe(CONNECTION_REFUSED)
  })
})
