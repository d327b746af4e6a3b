import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Tratamento } from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'
import { SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { server } from '@/shared/lib/test'
import { AlterarJustificativaDialog } from './alterar-justificativa-dialog'

const HORA_EXTRA: Tratamento = {
  id: 18, hora: '01:00', ocorrencia: 'I', motivo: { id: 117, descricao: 'Hora Extra' }, prefixo: 'HE', bancoDias: null,
  observacao: null, movimentacao: false, solicitacaoId: null, acaoLoteId: null, justificativa: 'Hora extra', tipoJustificativa: 'HORA_EXTRA',
}
const comTipo: Sessao = { ...SESSOES.rh, permissions: [...SESSOES.rh.permissions, 'front_justificativa_update_tipo'] }

function servidor(status = 204) {
  const enviados: unknown[] = []
  server.use(
    http.put('/api/justificativas/:id', async ({ request, params }) => {
      enviados.push({ id: params.id, body: await request.json() })
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json({ status, error: 'Conflict', message: 'Registro bloqueado para edicao.', path: '/api/justificativas/18' }, { status })
    }),
  )
  return enviados
}

const renderDialog = (sessao: Sessao) =>
  renderWithSessao(<AlterarJustificativaDialog tratamento={HORA_EXTRA} open onOpenChange={() => {}} />, sessao)

describe('AlterarJustificativaDialog', () => {
  it('[TC-137][TC-138] refuses more than 24:00, then saves horas and tipoJustificativa with PUT', async () => {
    const enviados = servidor()
    const user = userEvent.setup()
    await renderDialog(SESSOES.rh)
    const horario = screen.getByRole('textbox', { name: 'Horário' })
    expect(horario).toHaveValue('01:00')
    await user.clear(horario)
    await user.type(horario, '2430')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('O horario deve ser menor ou igual a 24:00 horas')).toBeInTheDocument()
    expect(enviados).toEqual([])
    await user.clear(horario)
    await user.type(horario, '0130')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await expect.poll(() => enviados).toEqual([{ id: '18', body: { horas: '01:30', tipoJustificativa: 'HORA_EXTRA' } }])
  })

  it('[TC-117] without front_justificativa_update_tipo the type is only shown', async () => {
    await renderDialog(SESSOES.rh)
    expect(screen.queryByRole('combobox', { name: 'Tipo de justificativa' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('dialog')).getByText('Hora extra')).toBeInTheDocument()
  })

  it('[TC-117][TC-138] with front_justificativa_update_tipo the type can be changed and is sent', async () => {
    const enviados = servidor()
    const user = userEvent.setup()
    await renderDialog(comTipo)
    await user.click(screen.getByRole('combobox', { name: 'Tipo de justificativa' }))
    await user.click(await screen.findByRole('option', { name: 'Banco de horas (crédito)' }))
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await expect.poll(() => enviados).toEqual([{ id: '18', body: { horas: '01:00', tipoJustificativa: 'BANCO_DE_HORAS_CREDITO' } }])
  })

  it('a failed save shows the message inside the dialog and keeps what was typed', async () => {
    servidor(409)
    const user = userEvent.setup()
    await renderDialog(SESSOES.rh)
    const horario = screen.getByRole('textbox', { name: 'Horário' })
    await user.clear(horario)
    await user.type(horario, '0045')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await within(screen.getByRole('dialog')).findByText(/Registro bloqueado para edicao\./)).toBeInTheDocument()
    expect(horario).toHaveValue('00:45')
  })
})
