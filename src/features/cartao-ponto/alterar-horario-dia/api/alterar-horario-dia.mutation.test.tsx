import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartaoExibido } from '@/entities/cartao-ponto/model/testing/cartao-exibido'
import { server } from '@/shared/lib/test'
import { useAlterarHorarioDia } from './alterar-horario-dia.mutation'

describe('useAlterarHorarioDia', () => {
  it('[TC-011][TC-123][TC-124] the day off and the schedule link each reload the shown card before resolving', async () => {
    const calls: string[] = []
    const registrar = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      calls.push(`POST ${url.pathname}${url.search}`)
      return new HttpResponse(null, { status: 204 })
    }
    server.use(http.post('/api/registros/folga', registrar), http.post('/api/acoes-lote/vincularQuadroHorario', registrar))
    const { wrapper, unsubscribe } = await cartaoExibido(calls)
    const { result } = renderHook(() => useAlterarHorarioDia(), { wrapper })
    await result.current.mutateAsync({ folga: true, data: '2026-11-11', idFuncionario: 1, idRegistro: null })
    await result.current.mutateAsync({
      folga: false,
      funcionarios: [1],
      quadroHorarioVincular: 5,
      dataInicial: '2026-11-11',
      dataFinal: '2026-11-11',
    })
    expect(calls).toEqual([
      'GET /api/cartaoponto',
      'POST /api/registros/folga?data=2026-11-11&idFuncionario=1',
      'GET /api/cartaoponto',
      'POST /api/acoes-lote/vincularQuadroHorario',
      'GET /api/cartaoponto',
    ])
    unsubscribe()
  })
})
