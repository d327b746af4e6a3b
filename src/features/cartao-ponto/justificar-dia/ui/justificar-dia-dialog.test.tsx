import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Sessao } from '@/entities/sessao'
import type { RegistroDia } from '@/entities/cartao-ponto'
import { cartaoFixture, registro, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { motivosAtivosHandlers } from '@/entities/motivo/model/testing/motivos-ativos'
import { server } from '@/shared/lib/test'
import { JustificarDiaDialog } from './justificar-dia-dialog'

const MOTIVOS = [
  { id: 103, descricao: 'Consulta médica', ativo: true },
  { id: 105, descricao: 'Falha no relógio de ponto', ativo: true },
]

function servidor(resposta: () => Response | Promise<Response> = () => HttpResponse.json([])) {
  const corpos: unknown[] = []
  server.use(
    ...motivosAtivosHandlers(MOTIVOS),
    http.post('/api/registros/justificar', async ({ request }) => {
      corpos.push(await request.json())
      return resposta()
    }),
  )
  return corpos
}

async function abrir(dia: RegistroDia = registro('2026-11-06', { atraso: '00:20' }), sessao: Sessao = SESSOES.rh) {
  let aberto = true
  const user = userEvent.setup()
  await renderWithSessao(
    <JustificarDiaDialog open cartao={cartaoFixture()} registro={dia} onOpenChange={(open) => (aberto = open)} />,
    sessao,
  )
  const dialog = await screen.findByRole('dialog', { name: `Justificar / abonar o dia ${dia.data.slice(8, 10)}/${dia.data.slice(5, 7)}` })
  return { user, dialog, aberto: () => aberto }
}

const opcoes = (dialog: HTMLElement) => within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)

async function escolherMotivo(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, descricao: string) {
  await user.click(within(dialog).getByLabelText('Motivo'))
  await user.click(await screen.findByText(descricao))
}

describe('JustificarDiaDialog', { timeout: 20_000 }, () => {
  it('[TC-114][TC-115] a FIXO day offers the four options', async () => {
    servidor()
    const { dialog } = await abrir()
    expect(opcoes(dialog)).toEqual(['Abonar o dia todo', 'Abonar atraso', 'Abonar saida antecipada', 'Justificar'])
    expect(within(dialog).getByRole('radio', { name: 'Abonar o dia todo' })).toBeChecked()
  })

  it('[TC-115] a FLEXIVEL day offers no delay or early-leave excuse', async () => {
    servidor()
    const { dialog } = await abrir(registro('2026-11-06', { quadroHorarioTipo: 'FLEXIVEL' }))
    expect(opcoes(dialog)).toEqual(['Abonar o dia todo', 'Justificar'])
  })

  it('[TC-114] saving without a reason shows Preenchimento do motivo e obrigatorio and sends nothing', async () => {
    const corpos = servidor()
    const { user, dialog } = await abrir()
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Preenchimento do motivo e obrigatorio')).toBeInTheDocument()
    expect(corpos).toEqual([])
  })

  it('[TC-116] Abonar atraso sends the day data with the delay as hours, then closes', async () => {
    const corpos = servidor()
    const { user, dialog, aberto } = await abrir()
    await user.click(within(dialog).getByRole('radio', { name: 'Abonar atraso' }))
    await escolherMotivo(user, dialog, 'Consulta médica')
    await user.type(within(dialog).getByLabelText('Observação'), 'Consulta às 8h')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(aberto()).toBe(false))
    expect(corpos).toEqual([
      {
        idFuncionario: 1, idCompetencia: 11, idRegistro: 6, data: '2026-11-06', tipoJustificativa: 'ABONO_ENTRADA', horas: '00:20',
        idMotivo: 103, idBancoDias: null, observacao: 'Consulta às 8h',
      },
    ])
  })

  it('[TC-116] Abonar o dia todo sends no hours and no observation', async () => {
    const corpos = servidor()
    const { user, dialog } = await abrir()
    await escolherMotivo(user, dialog, 'Falha no relógio de ponto')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(corpos).toHaveLength(1))
    expect(corpos[0]).toMatchObject({ tipoJustificativa: 'ABONO', horas: null, idMotivo: 105, observacao: null })
  })

  it('[TC-116] a failure shows the message inside the dialog, keeps the values, and is sent once', async () => {
    // The answer waits for both clicks, however slow the machine is.
    let responder = () => {}
    const cliquesFeitos = new Promise<void>((resolve) => (responder = resolve))
    const corpos = servidor(async () => {
      await cliquesFeitos
      return HttpResponse.json({ status: 409, message: 'Registro bloqueado para edicao.' }, { status: 409 })
    })
    const { user, dialog, aberto } = await abrir()
    await user.click(within(dialog).getByRole('radio', { name: 'Justificar' }))
    await escolherMotivo(user, dialog, 'Consulta médica')
    const salvar = within(dialog).getByRole('button', { name: 'Salvar' })
    await user.click(salvar)
    await user.click(salvar)
    responder()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Registro bloqueado para edicao.')
    expect(corpos).toHaveLength(1)
    expect(aberto()).toBe(true)
    expect(within(dialog).getByRole('radio', { name: 'Justificar' })).toBeChecked()
    expect(dialog).toHaveTextContent('Consulta médica')
  })

  it('[TC-114] a validation error of the server lands on the reason field', async () => {
    servidor(() =>
      HttpResponse.json(
        { errors: [{ entity: 'Justificativa', property: 'idMotivo', message: 'Preenchimento do motivo e obrigatorio', invalidValue: null }] },
        { status: 400 },
      ),
    )
    const { user, dialog } = await abrir()
    await escolherMotivo(user, dialog, 'Consulta médica')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Preenchimento do motivo e obrigatorio')).toBeInTheDocument()
    expect(within(dialog).queryByRole('alert', { name: '' })).toHaveTextContent('Preenchimento do motivo e obrigatorio')
  })
})
