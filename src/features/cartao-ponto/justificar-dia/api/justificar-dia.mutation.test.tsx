import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartaoExibido } from '@/entities/cartao-ponto/model/testing/cartao-exibido'
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
    )
    const { wrapper, unsubscribe } = await cartaoExibido(calls)
    const { result } = renderHook(() => useJustificarDia(), { wrapper })
    await result.current.mutateAsync({
      idFuncionario: 1,
      idCompetencia: 11,
      idRegistro: 10,
      data: '2026-11-10',
      tipoJustificativa: 'ABONO',
      horas: null,
      idMotivo: 103,
      idBancoDias: null,
      observacao: null,
    })
    expect(calls).toEqual(['GET /api/cartaoponto', 'POST /api/registros/justificar', 'GET /api/cartaoponto'])
    unsubscribe()
  })
})
