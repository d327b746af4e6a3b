import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { RegistroPonto } from '@/entities/relogio'
import { renderWithProviders, server } from '@/shared/lib/test'
import { RegistrarPontoButton } from './registrar-ponto-button'

const MENSAGEM = 'Você registrou o ponto há menos de um minuto. Deseja registrar novamente?'

const registro: RegistroPonto = {
  marcacao: { id: 900, data: '2026-11-16', hora: '14:31', tipoMarcacao: 'ORIGINAL' },
  competenciaId: 13,
  comprovante: {
    id: 900, nsr: 2, dataHora: '2026-11-16T14:31:10', data: '2026-11-16', hora: '14:31',
    funcionario: { id: 1, nome: 'Fernanda Funcionária', cpf: '52998224725' },
    empregador: { nome: 'Empresa', cnpj: '11222333000181', cei: null },
    local: 'Sede', equipamento: 'REP-P Web', inpi: '99999999900000001', hash: 'AB',
  },
}

/** The server of the clock-in: 409 without the confirmation, the punch with it; records each call's flag. */
function servidor(atraso = 0) {
  const chamadas: (string | null)[] = []
  server.use(
    http.post('/api/relogio/registrar', async ({ request }) => {
      const confirmar = new URL(request.url).searchParams.get('confirmar')
      chamadas.push(confirmar)
      await delay(atraso)
      if (confirmar !== 'true') {
        return HttpResponse.json(
          { timestamp: '2026-11-16T17:31:10Z', status: 409, error: 'Conflict', message: MENSAGEM, path: '/api/relogio/registrar', ultimaMarcacao: '14:30:25' },
          { status: 409 },
        )
      }
      return HttpResponse.json(registro)
    }),
  )
  return chamadas
}

/** Two clicks with no render between them (the button is not yet busy for the second). */
function cliqueDuplo(botao: HTMLElement) {
  fireEvent.click(botao)
  fireEvent.click(botao)
}

async function registrarRepetida() {
  const user = userEvent.setup()
  const onRegistrado = vi.fn()
  const onError = vi.fn()
  renderWithProviders(<RegistrarPontoButton onRegistrado={onRegistrado} onError={onError} />)
  await user.click(screen.getByRole('button', { name: 'Registrar ponto' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Registrar o ponto novamente?' })
  return { user, dialog, onRegistrado, onError }
}

describe('RegistrarPontoButton: punch repeated within a minute', () => {
  it('asks with the server message and the time of the last punch', async () => {
    servidor()
    const { dialog, onError } = await registrarRepetida()
    expect(within(dialog).getByText(MENSAGEM)).toBeVisible()
    expect(within(dialog).getByText('Última marcação: 14:30:25.')).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    expect(onError).not.toHaveBeenCalled()
  })

  it('sends the punch again with the confirmation on "Registrar novamente"', async () => {
    const chamadas = servidor()
    const { user, dialog, onRegistrado } = await registrarRepetida()
    await user.click(within(dialog).getByRole('button', { name: 'Registrar novamente' }))
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull()
    expect(chamadas).toEqual([null, 'true'])
    expect(onRegistrado).toHaveBeenCalledWith(registro)
  })

  it('sends nothing more on "Cancelar"', async () => {
    const chamadas = servidor()
    const { user, dialog, onRegistrado } = await registrarRepetida()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await delay(50)
    expect(chamadas).toEqual([null])
    expect(onRegistrado).not.toHaveBeenCalled()
  })

  it('sends one confirmation on a double click', async () => {
    const chamadas = servidor(100)
    const { dialog, onRegistrado } = await registrarRepetida()
    cliqueDuplo(within(dialog).getByRole('button', { name: 'Registrar novamente' }))
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull()
    expect(chamadas).toEqual([null, 'true'])
    expect(onRegistrado).toHaveBeenCalledTimes(1)
  })

  it('posts once on a double click of "Registrar ponto"', async () => {
    const chamadas = servidor(100)
    renderWithProviders(<RegistrarPontoButton onRegistrado={vi.fn()} onError={vi.fn()} />)
    cliqueDuplo(screen.getByRole('button', { name: 'Registrar ponto' }))
    await screen.findByRole('alertdialog')
    expect(chamadas).toEqual([null])
  })
})
