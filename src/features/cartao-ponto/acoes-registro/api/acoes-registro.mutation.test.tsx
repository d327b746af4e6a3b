import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartaoExibido } from '@/entities/cartao-ponto/model/testing/cartao-exibido'
import { server } from '@/shared/lib/test'
import { useHorarioEspecial, useRemoverDia, useRestaurarMarcacoes } from './acoes-registro.mutation'

/** A shown card and the calls in order. */
async function cenario() {
  const calls: string[] = []
  const registrar = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
    return new HttpResponse(null, { status: 204 })
  }
  server.use(
    http.post('/api/registros/:id/especial', registrar),
    http.post('/api/registros/:id/restaurar', registrar),
    http.delete('/api/registros/:id', registrar),
    http.post('/api/registros/recalcular/:c/:f', registrar),
  )
  const { wrapper, unsubscribe } = await cartaoExibido(calls)
  return { calls, wrapper, unsubscribe }
}

describe('day action mutations', () => {
  it('[TC-011][TC-125] the special schedule reloads the shown card before resolving', async () => {
    const { calls, wrapper, unsubscribe } = await cenario()
    const { result } = renderHook(() => useHorarioEspecial(), { wrapper })
    await result.current.mutateAsync(10)
    expect(calls).toEqual(['GET /api/cartaoponto', 'POST /api/registros/10/especial', 'GET /api/cartaoponto'])
    unsubscribe()
  })

  it('[TC-010][TC-126] the restore reloads the shown card before resolving', async () => {
    const { calls, wrapper, unsubscribe } = await cenario()
    const { result } = renderHook(() => useRestaurarMarcacoes(), { wrapper })
    await result.current.mutateAsync(12)
    expect(calls).toEqual(['GET /api/cartaoponto', 'POST /api/registros/12/restaurar', 'GET /api/cartaoponto'])
    unsubscribe()
  })

  it('[TC-012][TC-129] the removal asks for the recalculation, then the card reloads', async () => {
    const { calls, wrapper, unsubscribe } = await cenario()
    const { result } = renderHook(() => useRemoverDia(), { wrapper })
    await result.current.mutateAsync({ registroId: 10, competenciaId: 11, funcionarioId: 1 })
    expect(calls).toEqual([
      'GET /api/cartaoponto',
      'DELETE /api/registros/10',
      'POST /api/registros/recalcular/11/1',
      'GET /api/cartaoponto',
    ])
    unsubscribe()
  })
})
