import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { HORARIO } from '@mock/db/seed/horarios'
import { funcionarioQueries } from '@/entities/funcionario'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { useIncluirVinculo, useRemoverVinculo } from './vinculo-funcionario.mutation'

const app = usarAppNoMock('rh')

const quadros = async () => (await app().queryClient.fetchQuery({ ...funcionarioQueries.detail(1), staleTime: 0 })).quadrosHorario ?? []

describe("the employee page's dated links, against the mock backend", () => {
  it('adds a future schedule link, closing the one in force the day before, and removes it again', async () => {
    const antes = await quadros()
    const { queryClient } = app()
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const incluir = renderHook(() => useIncluirVinculo(1, 'quadroHorario'), { wrapper }).result
    await incluir.current.mutateAsync({ registroId: HORARIO.flexivel, inicio: '2026-12-01' })
    const depois = await quadros()
    expect(depois.at(-2)).toMatchObject({ fim: '2026-11-30' })
    const novo = depois.at(-1)!
    expect(novo).toMatchObject({ inicio: '2026-12-01', fim: null, horario: { id: HORARIO.flexivel } })
    const remover = renderHook(() => useRemoverVinculo(1, 'quadroHorario'), { wrapper }).result
    await remover.current.mutateAsync(novo.id)
    expect(await quadros()).toEqual(antes)
  })

  it('refuses an unknown register and a missing date, the register first', async () => {
    const { queryClient } = app()
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const incluir = renderHook(() => useIncluirVinculo(1, 'bancoDias'), { wrapper }).result
    await expect(incluir.current.mutateAsync({ registroId: 999, inicio: '' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { registroId: 'não encontrado', inicio: 'não deve ser nulo' },
    })
  })
})
