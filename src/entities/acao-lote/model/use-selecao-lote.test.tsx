import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/shared/api'
import { server } from '@/shared/lib/test'
import { useSelecaoLote } from './use-selecao-lote'

function pagina(ids: number[], total: number) {
  return {
    content: ids.map((id) => ({
      id, matricula: String(id), nome: `F${id}`, nomeOrNomeSocial: `F${id}`, ativo: true, controlaPonto: true, departamento: null, cargo: null,
    })),
    size: 50, totalElements: total, totalPages: Math.ceil(total / 50), number: 0,
  }
}

describe('useSelecaoLote', () => {
  it('[BATCH-001][BATCH-012][BATCH-013] lists with the filter in the body and clears the selection when a new list arrives', async () => {
    const pedidos: { query: string; body: unknown }[] = []
    server.use(
      http.post('/api/acoes-lote/funcionarios', async ({ request }) => {
        const url = new URL(request.url)
        pedidos.push({ query: url.search, body: await request.json() })
        if (url.searchParams.get('page') === '1') await delay(100)
        return HttpResponse.json(url.searchParams.get('page') === '1' ? pagina([51], 51) : pagina([1, 2, 3], 51))
      }),
    )
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const { result } = renderHook(() => useSelecaoLote(), { wrapper })
    await waitFor(() => expect(result.current.lista.isSuccess).toBe(true))
    expect(pedidos[0]).toEqual({ query: '?page=0&size=50&sort=nome', body: { ativo: 'true', controlaPonto: 'true' } })

    act(() => result.current.dispatch({ type: 'marcar', id: 2, checked: true }))
    expect(result.current.parametros.selecionados).toBe(1)
    expect(result.current.body).toEqual({ funcionarios: [2] })
    // A background refetch of the same list keeps the selection.
    await act(() => result.current.lista.refetch())
    expect(result.current.parametros.selecionados).toBe(1)

    act(() => result.current.dispatch({ type: 'marcarTodos', totalElements: 51 }))
    expect(result.current.parametros.selecionados).toBe(51)
    act(() => result.current.setPage(1))
    expect(result.current.parametros.selecionados).toBe(0)
    act(() => result.current.dispatch({ type: 'marcar', id: 51, checked: true }))
    await waitFor(() => expect(result.current.lista.data?.items.map((f) => f.id)).toEqual([51]))
    expect(result.current.parametros.selecionados).toBe(0)
  })
})
