import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RegistroDia } from '@/entities/cartao-ponto'
import { cartaoFixture, registro, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { motivosAtivosHandlers } from '@/entities/motivo/model/testing/motivos-ativos'
import { configurarRascunhos, salvarRascunhos } from '@/shared/lib/form/rascunho'
import { server } from '@/shared/lib/test'
import { JustificarDiaDialog } from './justificar-dia-dialog'

const DIA = registro('2026-11-06', { atraso: '00:20' })

async function abrir(dia: RegistroDia = DIA) {
  const resultado = await renderWithSessao(<JustificarDiaDialog open cartao={cartaoFixture()} registro={dia} onOpenChange={() => {}} />, SESSOES.rh)
  const dialog = await screen.findByRole('dialog', { name: `Justificar / abonar o dia ${dia.data.slice(8, 10)}/${dia.data.slice(5, 7)}` })
  return { ...resultado, dialog }
}

describe('JustificarDiaDialog after the session expired', { timeout: 20_000 }, () => {
  beforeEach(() => {
    server.use(...motivosAtivosHandlers([{ id: 103, descricao: 'Consulta médica', ativo: true }]))
    configurarRascunhos({ usuario: () => 'rh' })
  })
  afterEach(() => configurarRascunhos({ usuario: () => undefined }))

  it('[AUTH-005] reopening the dialog for the same day after the login brings back what was typed; another day starts empty', async () => {
    const user = userEvent.setup()
    const { dialog, unmount } = await abrir()
    await user.click(within(dialog).getByRole('radio', { name: 'Justificar' }))
    await user.click(within(dialog).getByLabelText('Motivo'))
    await user.click(await screen.findByText('Consulta médica'))
    await user.type(within(dialog).getByLabelText('Observação'), 'Consulta às 8h')
    salvarRascunhos() // the app is about to send the user to log in
    unmount()

    const outroDia = await abrir(registro('2026-11-07'))
    expect(within(outroDia.dialog).getByLabelText('Observação')).toHaveValue('')
    outroDia.unmount()

    const deVolta = await abrir()
    await waitFor(() => expect(within(deVolta.dialog).getByLabelText('Observação')).toHaveValue('Consulta às 8h'))
    expect(within(deVolta.dialog).getByRole('radio', { name: 'Justificar' })).toBeChecked()
    expect(deVolta.dialog).toHaveTextContent('Consulta médica')
    expect(within(deVolta.dialog).getByRole('alert')).toHaveTextContent('Recuperamos o que você digitou antes de a sessão expirar.')
  })
})
