import { useQuery } from '@tanstack/react-query'
import { createRoute } from '@tanstack/react-router'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { CartaoPontoGrade } from '@/widgets/cartao-ponto-grade'
import { createQueryClient } from '@/shared/api'
import { renderRotas, usarAppNoMock, type AppNoMock } from '@/shared/lib/test/app-no-mock'
import { ConfiguracaoCamposPage } from './configuracao-campos-page'

/**
 * TC-086 / TC-087 through the app: /configuracao-campos and Fernanda's time card grid (employee 1, company 1,
 * competence 13 = 11/2026) against the real mock handlers, as the HR persona (company 1).
 */

const app = usarAppNoMock('rh')

function CartaoDeFernanda() {
  const cartao = useQuery(cartaoPontoQueries.detail({ competenciaId: 13, funcionarioId: 1 }))
  return cartao.data ? <CartaoPontoGrade cartao={cartao.data} /> : <p>Carregando o cartão...</p>
}

/** The configuration page and the time card grid side by side, on one query client, as in the app. */
async function renderTelas(contexto: AppNoMock) {
  renderRotas(
    contexto,
    (root) => [
      createRoute({
        getParentRoute: () => root,
        path: '/configuracao-campos',
        component: () => (
          <>
            <ConfiguracaoCamposPage />
            <CartaoDeFernanda />
          </>
        ),
      }),
    ],
    '/configuracao-campos',
  )
  const form = await screen.findByRole('form', { name: 'Campos do cartão ponto' }, { timeout: 10_000 })
  await screen.findByRole('region', { name: 'Cartão ponto' }, { timeout: 15_000 })
  return { form: within(form), unmount: cleanup }
}

/** The card's headers as screen readers name them (an empty column shows an abbreviation hidden from them). */
const colunas = () =>
  Array.from(document.querySelectorAll('[role="region"][aria-label="Cartão ponto"] thead th'), (th) =>
    Array.from(th.childNodes, (no) => (no instanceof HTMLElement && no.getAttribute('aria-hidden') === 'true' ? '' : no.textContent)).join(''),
  )

/** Two screens and a reload over the real handlers: slow on a shared, loaded machine. */
describe('/configuracao-campos against the mock backend', { timeout: 60_000 }, () => {
  it('[TC-086] the page shows the configuration read with GET and the card\'s columns follow it', async () => {
    // The company has Falta switched off before the screen opens (as another session would have saved it).
    const db = dbFor(app().backend.dbKey)
    expect(db.configuracaoCampos[1]?.falta).toEqual({ enabled: true })
    db.configuracaoCampos[1] = { ...db.configuracaoCampos[1]!, falta: { enabled: false } }
    const { form } = await renderTelas(app())
    expect(form.getByRole('checkbox', { name: 'Falta' })).not.toBeChecked()
    expect(form.getByRole('checkbox', { name: 'Atraso' })).toBeChecked()
    expect(colunas()).not.toContain('Falta')
    expect(colunas()).toEqual(expect.arrayContaining(['Atraso', 'Extra 70%', 'Adicional Noturno']))
  })

  it('[TC-087][TC-086] a field switched off is saved with POST, comes back on reload, and the card drops its column', async () => {
    const user = userEvent.setup({ delay: null })
    const primeira = await renderTelas(app())
    expect(colunas()).toEqual(expect.arrayContaining(['Falta', 'Extra 70%']))
    const falta = primeira.form.getByRole('checkbox', { name: 'Falta' })
    const extra70 = primeira.form.getByRole('checkbox', { name: 'Hora Extra 70%' })
    expect(falta).toBeChecked()
    await user.click(falta)
    await user.click(extra70)
    await user.click(primeira.form.getByRole('button', { name: 'Salvar' }))
    expect(await primeira.form.findByRole('status')).toHaveTextContent('Configuração salva.')

    // What the backend stored for the user's company.
    const salvo = dbFor(app().backend.dbKey).configuracaoCampos[1]
    expect(salvo).toMatchObject({ falta: { enabled: false }, horaExtra70: { enabled: false }, atraso: { enabled: true } })
    // The card shown reloads (the save invalidates it) and loses the two columns.
    await waitFor(() => expect(colunas()).not.toContain('Falta'))
    expect(colunas()).not.toContain('Extra 70%')
    expect(colunas()).toContain('Atraso')
    primeira.unmount()

    // A reload: a fresh query client reads everything again from the backend.
    const novoCliente = createQueryClient()
    try {
      const recarregada = await renderTelas({ ...app(), queryClient: novoCliente })
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
