import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { funcionarioPaginasQueries } from '@/entities/funcionario'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { useIncluirEpi, useRemoverEpi } from './epi-funcionario.mutation'

const app = usarAppNoMock('rh')

const epis = () => app().queryClient.fetchQuery({ ...funcionarioPaginasQueries.epis(1), staleTime: 0 })

function hooks() {
  const { queryClient } = app()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  return {
    incluir: renderHook(() => useIncluirEpi(1), { wrapper }).result,
    remover: renderHook(() => useRemoverEpi(1), { wrapper }).result,
  }
}

describe("the employee's EPIs, against the mock backend", () => {
  it('delivers an EPI (trimmed, quantity as a number, no expiry) and removes it', async () => {
    const { incluir, remover } = hooks()
    await incluir.current.mutateAsync({ descricao: ' Luva de vaqueta ', ca: '12345', dataEntrega: '2026-11-10', quantidade: '2', validade: '' })
    const [epi] = await epis()
    expect(epi).toEqual({ id: expect.any(Number), descricao: 'Luva de vaqueta', ca: '12345', dataEntrega: '2026-11-10', quantidade: 2, validade: null })
    await remover.current.mutateAsync(epi!.id)
    expect(await epis()).toEqual([])
  })

  it('refuses an expiry before the delivery', async () => {
    const { incluir } = hooks()
    await expect(
      incluir.current.mutateAsync({ descricao: 'Capacete', ca: '1', dataEntrega: '2026-11-10', quantidade: '1', validade: '2026-11-01' }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { validade: 'deve ser posterior à entrega' } })
    expect(await epis()).toEqual([])
  })
})
