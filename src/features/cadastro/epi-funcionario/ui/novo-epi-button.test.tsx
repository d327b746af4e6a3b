import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, server } from '@/shared/lib/test'
import { MSG_EPI_CA, MSG_EPI_DESCRICAO, MSG_EPI_QUANTIDADE, MSG_EPI_VALIDADE } from '../model/epi-funcionario'
import { NovoEpiButton } from './novo-epi-button'

async function abrir() {
  const user = userEvent.setup()
  renderWithProviders(<NovoEpiButton funcionarioId={1} hoje="2026-11-16" />)
  await user.click(screen.getByRole('button', { name: 'Novo EPI' }))
  return { user, dialog: screen.getByRole('dialog', { name: 'Novo EPI' }) }
}

describe('NovoEpiButton', { timeout: 20_000 }, () => {
  it('checks the fields before sending anything', async () => {
    const corpos: unknown[] = []
    server.use(
      http.post(
        '/api/funcionarios/1/epis',
        async ({ request }) => (corpos.push(await request.json()), HttpResponse.json({}, { status: 201 })),
      ),
    )
    const { user, dialog } = await abrir()
    await user.clear(within(dialog).getByLabelText(/Quantidade/))
    await user.type(within(dialog).getByLabelText(/Validade/), '01012026')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    for (const msg of [MSG_EPI_DESCRICAO, MSG_EPI_CA, MSG_EPI_QUANTIDADE, MSG_EPI_VALIDADE])
      expect(await within(dialog).findByText(msg)).toBeVisible()
    expect(corpos).toEqual([])
  })

  it('sends the delivery once and closes; a server error stays on its field with the dialog open', async () => {
    const corpos: unknown[] = []
    let falhar = true
    server.use(
      http.post('/api/funcionarios/1/epis', async ({ request }) => {
        corpos.push(await request.json())
        if (falhar) {
          falhar = false
          return HttpResponse.json(
            { errors: [{ entity: 'EpiFuncionario', property: 'ca', message: 'CA vencido', invalidValue: '1' }] },
            { status: 400 },
          )
        }
        return HttpResponse.json({ id: 1 }, { status: 201 })
      }),
    )
    const { user, dialog } = await abrir()
    await user.type(within(dialog).getByLabelText(/Descrição/), 'Capacete')
    await user.type(within(dialog).getByLabelText(/^CA/), '1')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('CA vencido')).toBeVisible()
    expect(within(dialog).getByLabelText(/Descrição/)).toHaveValue('Capacete')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    expect(corpos).toEqual([
      { descricao: 'Capacete', ca: '1', dataEntrega: '2026-11-16', quantidade: 1, validade: null },
      { descricao: 'Capacete', ca: '1', dataEntrega: '2026-11-16', quantidade: 1, validade: null },
    ])
  })
})
