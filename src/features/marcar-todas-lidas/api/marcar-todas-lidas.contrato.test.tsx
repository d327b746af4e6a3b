import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { notificacaoQueries } from '@/entities/notificacao'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { useMarcarTodasLidas } from './marcar-todas-lidas.mutation'

const app = usarAppNoMock('rh')

const sistema = async () =>
  (await app().queryClient.fetchQuery({ ...notificacaoQueries.list(), staleTime: 0 })).filter((n) => n.origem === 'sistema')

describe('marking every notification read, against the mock backend', () => {
  it('[HOME-024] marks all system notifications read: none is left, the employee warnings stay', async () => {
    expect(await sistema()).toHaveLength(3)
    const { queryClient } = app()
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const { result } = renderHook(() => useMarcarTodasLidas(), { wrapper })
    await result.current.mutateAsync()
    expect(await sistema()).toEqual([])
  })
})
