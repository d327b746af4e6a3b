import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { ultimoMotivoUsado, type Motivo } from '@/entities/motivo'
import { motivosAtivosHandlers } from '@/entities/motivo/model/testing/motivos-ativos'
import { SessaoContext } from '@/entities/sessao'
import { createQueryClient } from '@/shared/api'
import { renderWithProviders, server } from '@/shared/lib/test'
import type { SlotMarcacao } from '../model/slot'
import { MarcacaoDialog, type MarcacaoDialogProps } from './marcacao-dialog'

const MOTIVOS: Motivo[] = [
  { id: 102, descricao: 'Esquecimento de marcação', ativo: true },
  { id: 105, descricao: 'Falha no relógio de ponto', ativo: true },
]

const VAZIO: SlotMarcacao = {
  idFuncionario: 1,
  idCompetencia: 13,
  idRegistro: 375,
  data: '2026-11-10',
  sequencia: 2,
  modoMarcacao: 'SAIDA',
  marcacao: null,
  descricao: 'Saída 2 de 10/11',
}

const INCLUIDA: SlotMarcacao = {
  ...VAZIO,
  data: '2026-11-12',
  idRegistro: 377,
  modoMarcacao: 'ENTRADA',
  descricao: 'Entrada 2 de 12/11',
  marcacao: {
    id: 1019,
    hora: '13:00',
    data: '2026-11-12',
    dataHora: '2026-11-12T13:00:00',
    tipoMarcacao: 'INCLUIDO',
    desconsiderada: false,
    tratamento: { motivo: { id: 102, descricao: 'Esquecimento de marcação' } },
  },
}

function setup(props: Partial<MarcacaoDialogProps> = {}, responder: () => Response = () => HttpResponse.json({ id: 9000 })) {
  const bodies: unknown[] = []
  server.use(
    ...motivosAtivosHandlers(MOTIVOS),
    http.post('/api/registros', async ({ request }) => {
      bodies.push(await request.json())
      return responder()
    }),
    http.get('/api/cartaoponto', () => HttpResponse.json({})),
  )
  const onClose = vi.fn()
  renderWithProviders(
    <SessaoContext.Provider value={{ sessao: SESSOES.rh, logout: async () => {}, refresh: async () => {} }}>
      <MarcacaoDialog slot={VAZIO} onClose={onClose} {...props} />
    </SessaoContext.Provider>,
    { queryClient: createQueryClient() },
  )
  return { bodies, onClose, user: userEvent.setup() }
}

const horario = () => screen.getByLabelText(/^Horário/)
const motivo = () => screen.getByLabelText(/^Motivo/)
const salvar = () => screen.getByRole('button', { name: 'Salvar' })

async function escolherMotivo(user: ReturnType<typeof userEvent.setup>, texto: string, opcao: string) {
  await user.type(motivo(), texto)
  await user.click(await screen.findByText(opcao))
}

afterEach(() => sessionStorage.clear())

describe('MarcacaoDialog', () => {
  it('[TC-099] an empty slot opens "Incluir marcação", a punch "Alterar marcação" with its time and reason', async () => {
    setup()
    expect(screen.getByRole('dialog', { name: 'Incluir marcação' })).toHaveAccessibleDescription('Saída 2 de 10/11')
    expect(horario()).toHaveValue('')
  })

  it('[TC-099] a punch opens "Alterar marcação" filled with its time and reason', async () => {
    setup({ slot: INCLUIDA })
    expect(screen.getByRole('dialog', { name: 'Alterar marcação' })).toBeInTheDocument()
    expect(horario()).toHaveValue('13:00')
    expect(screen.getByText('Esquecimento de marcação')).toBeInTheDocument()
  })

  it('[TC-101][TC-102] saving empty shows both messages and sends nothing', async () => {
    const { user, bodies } = setup()
    await user.click(salvar())
    expect(await screen.findByText('Preenchimento do horario e obrigatorio')).toBeInTheDocument()
    expect(screen.getByText('Preenchimento do motivo e obrigatorio')).toBeInTheDocument()
    expect(horario()).toHaveFocus()
    expect(bodies).toHaveLength(0)
  })

  it('[TC-103] a time above 24:00 is refused with the message; 24:00 is accepted', async () => {
    const { user, bodies } = setup()
    await user.type(horario(), '2430')
    await escolherMotivo(user, 'Esq', 'Esquecimento de marcação')
    await user.click(salvar())
    expect(await screen.findByText('O horario deve ser menor ou igual a 24:00 horas')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    await user.clear(horario())
    await user.type(horario(), '2400')
    await user.click(salvar())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ hora: '24:00' })
  })

  it('[TC-104] the time input masks hh:mm and takes minutes up to 59 only', async () => {
    const { user } = setup()
    await user.type(horario(), '1745')
    expect(horario()).toHaveValue('17:45')
    await user.clear(horario())
    await user.type(horario(), '1765')
    expect(horario()).not.toHaveValue('17:65')
  })

  it('[TC-100] saves with POST /api/registros, remembers the reason and closes', async () => {
    const { user, bodies, onClose } = setup()
    await user.type(horario(), '1700')
    await escolherMotivo(user, 'Esq', 'Esquecimento de marcação')
    await user.click(salvar())
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(bodies).toEqual([
      {
        idFuncionario: 1,
        idCompetencia: 13,
        idRegistro: 375,
        idMarcacao: null,
        data: '2026-11-10',
        hora: '17:00',
        idMotivo: 102,
        sequencia: 2,
        modoMarcacao: 'SAIDA',
        tipoJustificativa: 'INCLUIR_MARCACAO',
      },
    ])
    expect(ultimoMotivoUsado()).toEqual(MOTIVOS[0])
  })

  it('[TC-100] altering sends the punch id; the keyboard-first time and reason come pre-filled', async () => {
    const { user, bodies } = setup({ slot: INCLUIDA, horaInicial: '13:10', motivoInicial: MOTIVOS[1]! })
    expect(horario()).toHaveValue('13:10')
    await user.click(salvar())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({
      idMarcacao: 1019,
      idRegistro: 377,
      hora: '13:10',
      idMotivo: 105,
      sequencia: 2,
      modoMarcacao: 'ENTRADA',
    })
  })

  it('[TC-101] server validation errors land on their fields; the dialog stays open with what was typed', async () => {
    const { user, onClose } = setup({}, () =>
      HttpResponse.json(
        { errors: [{ entity: 'Marcacao', property: 'hora', invalidValue: '17:00', message: 'Horário inválido no servidor' }] },
        { status: 400 },
      ),
    )
    await user.type(horario(), '1700')
    await escolherMotivo(user, 'Esq', 'Esquecimento de marcação')
    await user.click(salvar())
    expect(await screen.findByText('Horário inválido no servidor')).toBeInTheDocument()
    expect(horario()).toHaveFocus()
    expect(horario()).toHaveValue('17:00')
    expect(onClose).not.toHaveBeenCalled()
  })

  it.each([
    [
      '500',
      () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: '', path: '/api/registros' }, { status: 500 }),
      'Houve um erro inesperado! Tente mais tarde novamente.',
    ],
    [
      '403',
      () => HttpResponse.json({ status: 403, error: 'Forbidden', message: 'Access Denied', path: '/api/registros' }, { status: 403 }),
      'Access Denied',
    ],
    ['network', () => HttpResponse.error(), null],
  ] as const)('[TC-100] a %s failure shows inside the dialog, which keeps the typed values', async (_nome, responder, mensagem) => {
    const { user, onClose } = setup({}, responder)
    await user.type(horario(), '1700')
    await escolherMotivo(user, 'Esq', 'Esquecimento de marcação')
    await user.click(salvar())
    const alerta = await screen.findByRole('alert')
    if (mensagem) expect(alerta).toHaveTextContent(mensagem)
    expect(screen.getByRole('dialog')).toContainElement(alerta)
    expect(horario()).toHaveValue('17:00')
    expect(screen.getByText('Esquecimento de marcação')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('[TC-100] a double click sends one request; the button is busy meanwhile', async () => {
    let liberar: () => void = () => {}
    const { user, bodies } = setup({}, () => HttpResponse.json({ id: 1 }))
    server.use(
      http.post('/api/registros', async ({ request }) => {
        bodies.push(await request.json())
        await new Promise<void>((resolve) => (liberar = resolve))
        return HttpResponse.json({ id: 1 })
      }),
    )
    await user.type(horario(), '1700')
    await escolherMotivo(user, 'Esq', 'Esquecimento de marcação')
    await user.dblClick(salvar())
    await waitFor(() => expect(salvar()).toHaveAttribute('aria-busy', 'true'))
    await user.click(salvar())
    expect(bodies).toHaveLength(1)
    liberar()
  })
})
