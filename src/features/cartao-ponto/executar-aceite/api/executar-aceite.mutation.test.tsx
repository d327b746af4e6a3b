import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartaoExibido } from '@/entities/cartao-ponto/model/testing/cartao-exibido'
import { server } from '@/shared/lib/test'
import { useExecutarAceite } from './executar-aceite.mutation'

describe('useExecutarAceite', () => {
  it('[TC-063][TC-064] posts the acceptance and reloads the shown card before resolving', async () => {
    const calls: string[] = []
    server.use(
      http.post('/api/aceites', async ({ request }) => {
        calls.push(`POST /api/aceites ${JSON.stringify(await request.json())}`)
        return HttpResponse.json({ id: 3, dataAceite: '2026-11-16T10:00:00' }, { status: 201 })
      }),
    )
    const { wrapper, unsubscribe } = await cartaoExibido(calls)
    const { result } = renderHook(() => useExecutarAceite(), { wrapper })
    await result.current.mutateAsync({ funcionarioId: 1, competenciaId: 10 })
    expect(calls).toEqual(['GET /api/cartaoponto', 'POST /api/aceites {"funcionarioId":1,"competenciaId":10}', 'GET /api/cartaoponto'])
    unsubscribe()
  })
})
