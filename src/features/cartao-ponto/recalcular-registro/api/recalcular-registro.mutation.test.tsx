import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartaoExibido } from '@/entities/cartao-ponto/model/testing/cartao-exibido'
import { server } from '@/shared/lib/test'
import { useRecalcularRegistro } from './recalcular-registro.mutation'

describe('useRecalcularRegistro', () => {
  it('[TC-011][TC-046] posts the recalculation and resolves only after the shown card was reloaded', async () => {
    const calls: string[] = []
    server.use(
      http.post('/api/registros/recalcular/:c/:f', ({ request }) => {
        calls.push(`POST ${new URL(request.url).pathname}`)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { wrapper, unsubscribe } = await cartaoExibido(calls)
    const { result } = renderHook(() => useRecalcularRegistro(), { wrapper })
    await result.current.mutateAsync({ competenciaId: 11, funcionarioId: 1 })
    expect(calls).toEqual(['GET /api/cartaoponto', 'POST /api/registros/recalcular/11/1', 'GET /api/cartaoponto'])
    unsubscribe()
  })
})
