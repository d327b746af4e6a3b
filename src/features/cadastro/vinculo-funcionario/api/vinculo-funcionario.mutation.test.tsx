import { QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { cartaoInput } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { createQueryClient } from '@/shared/api'
import { server } from '@/shared/lib/test'
import { buscarRegistros, useIncluirVinculo, useRemoverVinculo } from './vinculo-funcionario.mutation'

describe('employee dated links', () => {
  it('adding and removing a link each reload the shown time card before resolving', async () => {
    const calls: string[] = []
    server.use(
      http.post('/api/funcionarios/1/vinculos/quadroHorario', async ({ request }) => {
        calls.push(`POST ${JSON.stringify(await request.json())}`)
        return HttpResponse.json({ id: 1 })
      }),
      http.delete('/api/funcionarios/1/vinculos/quadroHorario/9', () => {
        calls.push('DELETE 9')
        return new HttpResponse(null, { status: 204 })
      }),
      http.get('/api/cartaoponto', () => {
        calls.push('GET card')
        return HttpResponse.json(cartaoInput())
      }),
    )
    const queryClient = createQueryClient()
    const shown = new QueryObserver(queryClient, cartaoPontoQueries.detail({ competenciaId: 11, funcionarioId: 1 }))
    const unsubscribe = shown.subscribe(() => {})
    await expect.poll(() => shown.getCurrentResult().isSuccess).toBe(true)
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const incluir = renderHook(() => useIncluirVinculo(1, 'quadroHorario'), { wrapper })
    await incluir.result.current.mutateAsync({ registroId: 5, inicio: '2026-12-01' })
    const remover = renderHook(() => useRemoverVinculo(1, 'quadroHorario'), { wrapper })
    await remover.result.current.mutateAsync(9)
    expect(calls).toEqual(['GET card', 'POST {"registroId":5,"inicio":"2026-12-01"}', 'GET card', 'DELETE 9', 'GET card'])
    unsubscribe()
  })

  it('the schedule picker reads "codigo - descricao", the banks their description', async () => {
    server.use(
      http.get('/api/horarios/search/fulltext', () =>
        HttpResponse.json({
          _embedded: { horarios: [{ id: 5, codigo: '005', descricao: 'Flexível' }] },
          page: { size: 30, totalElements: 1, totalPages: 1, number: 0 },
        }),
      ),
      http.get('/api/bancodias/search/fulltext', () =>
        HttpResponse.json({ content: [{ id: 3, descricao: 'Plantões' }], totalElements: 1, totalPages: 1, size: 30, number: 0 }),
      ),
    )
    const signal = new AbortController().signal
    expect(await buscarRegistros('quadroHorario', '', signal)).toEqual([{ id: 5, label: '005 - Flexível' }])
    expect(await buscarRegistros('bancoDias', '', signal)).toEqual([{ id: 3, label: 'Plantões' }])
  })
})
