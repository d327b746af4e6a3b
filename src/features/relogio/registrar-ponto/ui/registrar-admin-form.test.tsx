import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { funcionarioLabel } from '@/entities/funcionario'
import { createQueryClient } from '@/shared/api'
import { connectMockBackend, type MockBackend } from '@/shared/lib/test/mock-backend'
import { RegistrarAdminForm } from './registrar-admin-form'

let backend: MockBackend
let queryClient: QueryClient
/** The employee searches the picker sent. */
let buscas: URL[]

beforeEach(async () => {
  backend = await connectMockBackend('admin')
  queryClient = createQueryClient()
  buscas = []
  const enviar = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
    if (url.pathname.startsWith('/api/funcionarios/search/')) buscas.push(url)
    return enviar(input, init)
  })
})

afterEach(() => {
  cleanup()
  queryClient.clear()
  vi.mocked(globalThis.fetch).mockRestore()
  backend.disconnect()
})

describe("the administrator's clock-in for an employee, against the mock backend", () => {
  it('[REG-015] the employee picker offers only active employees, through the active-only search', async () => {
    const db = dbFor(backend.dbKey)
    const inativo = db.funcionarios.find((f) => !f.ativo && f.controlaPonto)!
    const ativo = db.funcionarios.find((f) => f.ativo && f.controlaPonto && f.id !== 1)!
    render(
      <QueryClientProvider client={queryClient}>
        <RegistrarAdminForm horaInicial="08:00" onRegistrado={() => {}} />
      </QueryClientProvider>,
    )
    const user = userEvent.setup({ delay: null })
    const picker = screen.getByRole('combobox', { name: /Funcionário/ })

    await user.type(picker, inativo.nome)
    await waitFor(() => expect(buscas.map((url) => url.searchParams.get('text'))).toContain(inativo.nome))
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeVisible()
    expect(screen.queryByRole('option', { name: funcionarioLabel(inativo) })).not.toBeInTheDocument()

    await user.clear(picker)
    await user.type(picker, ativo.nome)
    await user.click(await screen.findByRole('option', { name: funcionarioLabel(ativo) }))
    expect(screen.getByText(funcionarioLabel(ativo))).toBeVisible()

    expect(buscas.length).toBeGreaterThan(0)
    for (const url of buscas) {
      expect(url.pathname).toBe('/api/funcionarios/search/fulltext/ativos')
      // The path alone restricts the search: no ativo parameter.
      expect(url.searchParams.has('ativo')).toBe(false)
    }
    expect(buscas.map((url) => url.searchParams.get('text'))).toEqual(expect.arrayContaining([inativo.nome, ativo.nome]))
  })
})
