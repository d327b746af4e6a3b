import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { CLIENT_ID } from '@mock/idp/demo-users'
import { signTestToken } from '@mock/idp/test-token'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { SessaoContext, sessaoFromToken, type Sessao } from '@/entities/sessao'
import { CartaoPontoGrade } from '@/widgets/cartao-ponto-grade'
import { createQueryClient } from '@/shared/api'
import { connectMockBackend, type MockBackend } from '@/shared/lib/test/mock-backend'
import { ConfiguracaoCamposPage } from './configuracao-campos-page'

/**
 * TC-086 / TC-087 through the app: /configuracao-campos and Fernanda's time card grid (employee 1, company 1,
 * competence 13 = 11/2026) against the real mock handlers, as the HR persona (company 1).
 */

let backend: MockBackend
let queryClient: QueryClient
let sessao: Sessao

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

afterAll(() => {
  vi.unstubAllEnvs()
})

beforeEach(async () => {
  backend = await connectMockBackend('rh')
  sessao = sessaoFromToken(await signTestToken('rh', { dbKey: backend.dbKey }), CLIENT_ID)
  queryClient = createQueryClient()
  // The router scrolls to the top on every navigation; jsdom has no layout to scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  queryClient.clear()
  backend.disconnect()
  vi.mocked(window.scrollTo).mockRestore()
})

function CartaoDeFernanda() {
  const cartao = useQuery(cartaoPontoQueries.detail({ competenciaId: 13, funcionarioId: 1 }))
  return cartao.data ? <CartaoPontoGrade cartao={cartao.data} /> : <p>Carregando o cartão...</p>
}

/** The configuration page and the time card grid side by side, on one query client, as in the app. */
async function renderTelas(client: QueryClient) {
  const root = createRootRoute({
    component: () => (
      <SessaoContext.Provider value={{ sessao, logout: async () => {}, refresh: async () => {} }}>
        <main>
          <ConfiguracaoCamposPage />
          <CartaoDeFernanda />
        </main>
      </SessaoContext.Provider>
    ),
  })
  const qualquer = createRoute({ getParentRoute: () => root, path: '$', component: () => null })
  const router = createRouter({ routeTree: root.addChildren([qualquer]), history: createMemoryHistory({ initialEntries: ['/configuracao-campos'] }) })
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const form = await screen.findByRole('form', { name: 'Campos do cartão ponto' }, { timeout: 10_000 })
  await screen.findByRole('region', { name: 'Cartão ponto' }, { timeout: 15_000 })
  return { form: within(form), unmount: view.unmount }
}

const colunas = () =>
  Array.from(document.querySelectorAll('[role="region"][aria-label="Cartão ponto"] thead th'), (th) => th.textContent)

/** Two screens and a reload over the real handlers: slow on a shared, loaded machine. */
describe('/configuracao-campos against the mock backend', { timeout: 60_000 }, () => {
  it('[TC-086] the page shows the configuration read with GET and the card\'s columns follow it', async () => {
    // The company has Falta switched off before the screen opens (as another session would have saved it).
    const db = dbFor(backend.dbKey)
    expect(db.configuracaoCampos[1]?.falta).toEqual({ enabled: true })
    db.configuracaoCampos[1] = { ...db.configuracaoCampos[1]!, falta: { enabled: false } }
    const { form } = await renderTelas(queryClient)
    expect(form.getByRole('checkbox', { name: 'Falta' })).not.toBeChecked()
    expect(form.getByRole('checkbox', { name: 'Atraso' })).toBeChecked()
    expect(colunas()).not.toContain('Falta')
    expect(colunas()).toEqual(expect.arrayContaining(['Atraso', 'Extra 70%', 'Adicional Noturno']))
  })

  it('[TC-087][TC-086] a field switched off is saved with POST, comes back on reload, and the card drops its column', async () => {
    const user = userEvent.setup({ delay: null })
    const primeira = await renderTelas(queryClient)
    expect(colunas()).toEqual(expect.arrayContaining(['Falta', 'Extra 70%']))
    const falta = primeira.form.getByRole('checkbox', { name: 'Falta' })
    const extra70 = primeira.form.getByRole('checkbox', { name: 'Hora Extra 70%' })
    expect(falta).toBeChecked()
    await user.click(falta)
    await user.click(extra70)
    await user.click(primeira.form.getByRole('button', { name: 'Salvar' }))
    expect(await primeira.form.findByRole('status')).toHaveTextContent('Configuração salva.')

    // What the backend stored for the user's company.
    const salvo = dbFor(backend.dbKey).configuracaoCampos[1]
    expect(salvo).toMatchObject({ falta: { enabled: false }, horaExtra70: { enabled: false }, atraso: { enabled: true } })
    // The card shown reloads (the save invalidates it) and loses the two columns.
    await waitFor(() => expect(colunas()).not.toContain('Falta'))
    expect(colunas()).not.toContain('Extra 70%')
    expect(colunas()).toContain('Atraso')
    primeira.unmount()

    // A reload: a fresh query client reads everything again from the backend.
    const novoCliente = createQueryClient()
    try {
      const recarregada = await renderTelas(novoCliente)
      expect(recarregada.form.getByRole('checkbox', { name: 'Falta' })).not.toBeChecked()
      expect(recarregada.form.getByRole('checkbox', { name: 'Hora Extra 70%' })).not.toBeChecked()
      expect(recarregada.form.getByRole('checkbox', { name: 'Atraso' })).toBeChecked()
      expect(colunas()).not.toContain('Falta')
      expect(colunas()).not.toContain('Extra 70%')
      expect(colunas()).toEqual(expect.arrayContaining(['Atraso', 'Saída Antecipada']))
      recarregada.unmount()
    } finally {
      novoCliente.clear()
    }
  })
})
