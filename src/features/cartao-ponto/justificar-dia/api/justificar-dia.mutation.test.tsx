import { QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { cartaoInput } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { createQueryClient } from '@/shared/api'
import { server } from '@/shared/lib/test'
import { useJustificarDia } from './justificar-dia.mutation'

describe('useJustificarDia', () => {
  it('[TC-010][TC-116] posts the justification and reloads the shown card before resolving', async () => {
    const calls: string[] = []
    server.use(
      http.post('/api/registros/justificar', () => {
        calls.push('POST /api/registros/justificar')
        return HttpResponse.json([])
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
    const { result } = renderHook(() => useJustificarDia(), { wrapper })
    await result.current.mutateAsync({
      idFuncionario: 1, idCompetencia: 11, idRegistro: 10, data: '2026-11-10', tipoJustificativa: 'ABONO', horas: null, idMotivo: 103,
      idBancoDias: null, observacao: null,
    })
    expect(calls).toEqual(['GET /api/cartaoponto', 'POST /api/registros/justificar', 'GET /api/cartaoponto'])
    unsubscribe()
  })
})
