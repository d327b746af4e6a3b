import { QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { cartaoInput } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { createQueryClient } from '@/shared/api'
import { server } from '@/shared/lib/test'
import { useAlternarBloqueio } from './bloqueio-registro.mutation'

describe('useAlternarBloqueio', () => {
  it('[TC-010][TC-048][TC-049] lock and unlock each reload the shown card before resolving', async () => {
    const calls: string[] = []
    server.use(
      http.all('/api/bloqueio-registro/:c/:f', ({ request }) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`)
        return new HttpResponse(null, { status: 204 })
      }),
      http.get('/api/cartaoponto', () => {
        calls.push('GET /api/cartaoponto')
        return HttpResponse.json(cartaoInput())
      }),
    )
    const queryClient = createQueryClient()
    const shown = new QueryObserver(queryClient, cartaoPontoQueries.detail({ competenciaId: 11, funcionarioId: 1 }))
    const unsubscribe = shown.subscribe(() => {})
    await expect.poll(() => shown.getCurrentResult().isSuccess).toBe(true)
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const { result } = renderHook(() => useAlternarBloqueio(), { wrapper })
    await result.current.mutateAsync({ competenciaId: 11, funcionarioId: 1, bloquear: true })
    await result.current.mutateAsync({ competenciaId: 11, funcionarioId: 1, bloquear: false })
    expect(calls).toEqual([
      'GET /api/cartaoponto',
      'POST /api/bloqueio-registro/11/1',
      'GET /api/cartaoponto',
      'DELETE /api/bloqueio-registro/11/1',
      'GET /api/cartaoponto',
    ])
    unsubscribe()
  })
})
