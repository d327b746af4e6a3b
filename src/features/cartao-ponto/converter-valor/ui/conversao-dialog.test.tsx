import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { RegistroDia } from '@/entities/cartao-ponto'
import { registro, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { motivosAtivosHandlers } from '@/entities/motivo/model/testing/motivos-ativos'
import { server } from '@/shared/lib/test'
import { ConversaoDialog } from './conversao-dialog'

const CARTAO = { funcionarioId: 1, competenciaId: 13 }

function renderDialog(tipo: string, dia: RegistroDia, { existeBancoHoras = true } = {}) {
  return renderWithSessao(
    <ConversaoDialog tipo={tipo} registro={dia} cartao={CARTAO} existeBancoHoras={existeBancoHoras} open onOpenChange={() => {}} />,
    SESSOES.rh,
  )
}

/** Records the conversions posted; answers 200 unless told otherwise. */
function servidor(resposta: () => Response | Promise<Response> = () => HttpResponse.json([])) {
  const enviados: Record<string, unknown>[] = []
  server.use(
    http.post('/api/registros/justificar', async ({ request }) => {
      enviados.push((await request.json()) as Record<string, unknown>)
      return resposta()
    }),
    http.get('/api/bancodias/search/fulltext', () =>
      HttpResponse.json({ content: [{ id: 2, descricao: 'Folgas eleitorais' }], totalElements: 1, totalPages: 1, size: 20, number: 0 }),
    ),
    ...motivosAtivosHandlers([{ id: 103, descricao: 'Consulta médica', ativo: true }]),
  )
  return enviados
}

async function escolher(user: ReturnType<typeof userEvent.setup>, campo: string, opcao: string) {
  await user.click(screen.getByRole('combobox', { name: campo }))
  await user.click(await screen.findByRole('option', { name: opcao }))
}

const falta = registro('2026-11-11', { idRegistro: 611, falta: '08:00', horas: '', marcacoes: [] })
const bancoHoras = registro('2026-11-06', { idRegistro: 606, saldoBanco: '00:40', bhExtra: '00:40', horaExtraTotal: '01:00' })

describe('ConversaoDialog', () => {
  it("[TC-151] an unknown kind shows 'TIPO {tipo} NÃO RECONHECIDO!'", async () => {
    await renderDialog('COMPENSACAO', falta)
    expect(within(screen.getByRole('dialog')).getByText('TIPO COMPENSACAO NÃO RECONHECIDO!')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument()
  })

  it('[TC-147][TC-148][TC-149] the title follows the kind of amount', async () => {
    const { unmount } = await renderDialog('HORA_EXTRA', bancoHoras)
    expect(screen.getByRole('dialog', { name: 'Alterar Horas Extras' })).toBeInTheDocument()
    unmount()
    const segundo = await renderDialog('FALTA', falta)
    expect(screen.getByRole('dialog', { name: 'Alterar Faltas' })).toBeInTheDocument()
    segundo.unmount()
    await renderDialog('BANCO_DE_HORAS', bancoHoras)
    expect(screen.getByRole('dialog', { name: 'Alterar banco de horas' })).toBeInTheDocument()
  })

  it('[TC-177][TC-160] overtime is offered as hour bank credit only when the employee has an hour bank in the competence', async () => {
    servidor()
    const user = userEvent.setup()
    const opcoesDoTipo = async () => {
      await user.click(screen.getByRole('combobox', { name: 'Tipo de justificativa' }))
      return (await screen.findAllByRole('option')).map((opcao) => opcao.textContent)
    }
    const semBanco = await renderDialog('HORA_EXTRA', bancoHoras, { existeBancoHoras: false })
    expect(await opcoesDoTipo()).toEqual(['Pagar como hora extra'])
    semBanco.unmount()

    await renderDialog('HORA_EXTRA', bancoHoras, { existeBancoHoras: true })
    expect(await opcoesDoTipo()).toEqual(['Crédito no banco de horas', 'Pagar como hora extra'])
  })

  it('[TC-152][TC-153][TC-157] saving without type or hour shows both messages and sends nothing', async () => {
    const enviados = servidor()
    const user = userEvent.setup()
    await renderDialog('FALTA', falta)
    const horario = screen.getByRole('textbox', { name: 'Horário' })
    expect(horario).toHaveValue('08:00')
    expect(horario).toHaveAttribute('placeholder', 'hh:mm')
    await user.clear(horario)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Selecione o tipo de justificativa')).toBeInTheDocument()
    expect(screen.getByText('Preenchimento do horário é obrigatório')).toBeInTheDocument()
    await user.type(horario, '0930')
    expect(horario).toHaveValue('09:30')
    await escolher(user, 'Tipo de justificativa', 'Débito no banco de horas')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('O horário deve ser menor ou igual a 08:00')).toBeInTheDocument()
    expect(enviados).toEqual([])
  })

  it('[TC-154][TC-150][TC-162] the whole amount is accepted and sent with its origin', async () => {
    const enviados = servidor()
    const user = userEvent.setup()
    await renderDialog('FALTA', falta)
    await escolher(user, 'Tipo de justificativa', 'Débito no banco de horas')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await expect.poll(() => enviados).toHaveLength(1)
    expect(enviados[0]).toEqual({
      idFuncionario: 1, idCompetencia: 13, idRegistro: 611, data: '2026-11-11', tipoJustificativa: 'BANCO_DE_HORAS_DEBITO',
      horas: '08:00', idMotivo: 112, idBancoDias: null, observacao: null, origemConversao: 'FALTA', horasTotal: '08:00',
    })
  })

  it('[TC-155][TC-156][TC-159][TC-165] a day bank debit needs a day bank and sends 00:00', async () => {
    const enviados = servidor()
    const user = userEvent.setup()
    await renderDialog('FALTA', falta)
    await escolher(user, 'Tipo de justificativa', 'Débito no banco de dias')
    const horario = screen.getByRole('textbox', { name: 'Horário' })
    expect(horario).toHaveValue('00:00')
    expect(horario).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Preenchimento do banco de dias é obrigatório')).toBeInTheDocument()
    await escolher(user, 'Banco de dias', 'Folgas eleitorais')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await expect.poll(() => enviados).toHaveLength(1)
    expect(enviados[0]).toMatchObject({ tipoJustificativa: 'BANCO_DE_DIAS_DEBITO', horas: '00:00', idMotivo: 114, idBancoDias: 2 })
  })

  it('[TC-158][TC-163] the hour bank amount: paying part of it is editable, keeping it in the bank is not', async () => {
    const enviados = servidor()
    const user = userEvent.setup()
    await renderDialog('BANCO_DE_HORAS', bancoHoras)
    const horario = screen.getByRole('textbox', { name: 'Horário' })
    await escolher(user, 'Tipo de justificativa', 'Crédito no banco de horas')
    expect(horario).toBeDisabled()
    await escolher(user, 'Tipo de justificativa', 'Pagar como hora extra')
    expect(horario).toBeEnabled()
    await user.clear(horario)
    await user.type(horario, '0015')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await expect.poll(() => enviados).toHaveLength(1)
    expect(enviados[0]).toMatchObject({
      tipoJustificativa: 'HORA_EXTRA', horas: '00:15', idMotivo: 117, origemConversao: 'BANCO_DE_HORAS', horasTotal: '00:40',
    })
  })

  it('a type without a fixed reason asks for one, and the reason picked is sent', async () => {
    const enviados = servidor()
    const user = userEvent.setup()
    await renderDialog('ATRASO', registro('2026-11-04', { idRegistro: 604, atraso: '00:25' }))
    await escolher(user, 'Tipo de justificativa', 'Abono')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Preenchimento do motivo e obrigatorio')).toBeInTheDocument()
    await escolher(user, 'Motivo', 'Consulta médica')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await expect.poll(() => enviados).toHaveLength(1)
    expect(enviados[0]).toMatchObject({ tipoJustificativa: 'ABONO', horas: '00:25', idMotivo: 103, origemConversao: 'FALTA' })
  })

  it('a failed save shows the message inside the dialog, keeps the values and puts field errors on their fields', async () => {
    let vez = 0
    servidor(() => {
      vez += 1
      return vez === 1
        ? HttpResponse.json({ status: 500, error: 'Internal Server Error', message: 'Falha ao gravar', path: '/api/registros/justificar' }, { status: 500 })
        : HttpResponse.json(
            { errors: [{ entity: 'Justificativa', property: 'idBancoDias', message: 'banco de dias não encontrado', invalidValue: 2 }] },
            { status: 400 },
          )
    })
    const user = userEvent.setup()
    await renderDialog('FALTA', falta)
    await escolher(user, 'Tipo de justificativa', 'Débito no banco de horas')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    const dialog = screen.getByRole('dialog', { name: 'Alterar Faltas' })
    expect(await within(dialog).findByText(/Falha ao gravar/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Horário' })).toHaveValue('08:00')
    await escolher(user, 'Tipo de justificativa', 'Débito no banco de dias')
    await escolher(user, 'Banco de dias', 'Folgas eleitorais')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('banco de dias não encontrado')).toBeInTheDocument()
  })

  it('a save is not sent twice', async () => {
    // The answer waits for the test: every click and Enter below lands while the first save is still in flight.
    let responder!: () => void
    const resposta = new Promise<void>((resolve) => (responder = resolve))
    const enviados = servidor(async () => {
      await resposta
      return HttpResponse.json([])
    })
    const user = userEvent.setup()
    await renderDialog('FALTA', falta)
    await escolher(user, 'Tipo de justificativa', 'Débito no banco de horas')
    const salvar = screen.getByRole('button', { name: 'Salvar' })
    await user.click(salvar)
    await expect.poll(() => enviados).toHaveLength(1)
    await user.click(salvar)
    await user.keyboard('{Enter}')
    responder()
    await waitFor(() => expect(salvar).toBeEnabled())
    expect(enviados).toHaveLength(1)
  })
})
