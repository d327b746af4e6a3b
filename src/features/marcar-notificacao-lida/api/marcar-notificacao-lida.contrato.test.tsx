import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { notificacaoQueries } from '@/entities/notificacao'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { useMarcarNotificacaoLida } from './marcar-notificacao-lida.mutation'

const app = usarAppNoMock('rh')

const sistema = async () =>
  (await app().queryClient.fetchQuery(notificacaoQueries.list())).filter((n) => n.origem === 'sistema').map((n) => n.id)

describe('marking a notification read, against the mock backend', () => {
  it('[HOME-023] marks one system notification read: the list no longer has it', async () => {
    expect(await sistema()).toEqual([1, 2, 3])
    const { queryClient } = app()
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const { result } = renderHook(() => useMarcarNotificacaoLida(), { wrapper })
    await result.current.mutateAsync(2)
    // The mutation invalidates the list: the next read comes from the backend.
    await waitFor(() => expect(queryClient.getQueryState(notificacaoQueries.list().queryKey)?.isInvalidated).toBe(true))
    expect(await sistema()).toEqual([1, 3])
  })
})
