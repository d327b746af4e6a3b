import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartaoExibido } from '@/entities/cartao-ponto/model/testing/cartao-exibido'
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
    )
    const { wrapper, unsubscribe } = await cartaoExibido(calls)
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
