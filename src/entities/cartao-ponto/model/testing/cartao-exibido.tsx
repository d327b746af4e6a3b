import { QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { expect } from 'vitest'
import { createQueryClient } from '@/shared/api'
import { server } from '@/shared/lib/test'
import { cartaoPontoQueries } from '../../api/cartao-ponto.queries'
import { cartaoInput } from './cartao-ponto.fixture'

/**
 * A mutation test's scene: the card of competence 11 / employee 1 served (each read pushes 'GET /api/cartaoponto' to
 * `calls`) and shown by an observer; `wrapper` renders hooks with the same query client. Call `unsubscribe` at the end.
 */
export async function cartaoExibido(calls: string[]) {
  server.use(
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
  return { queryClient, wrapper, unsubscribe }
}
