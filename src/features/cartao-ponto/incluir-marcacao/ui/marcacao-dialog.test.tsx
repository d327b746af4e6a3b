import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Marcacao } from '@/entities/cartao-ponto'
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

let proximoId = 1000
function original(data: string, hora: string): Marcacao {
  return { id: proximoId++, hora, data, dataHora: `${data}T${hora}:00`, tipoMarcacao: 'ORIGINAL', desconsiderada: false, tratamento: null }
}

const VAZIO: SlotMarcacao = {
  idFuncionario: 1,
  idCompetencia: 13,
  idRegistro: 375,
  data: '2026-11-10',
  sequencia: 2,
  modoMarcacao: 'SAIDA',
  marcacao: null,
  descricao: 'Saída 2 de 10/11',
  pares: [
    { sequencia: 1, entrada: original('2026-11-10', '08:00'), saida: original('2026-11-10', '12:00') },
    { sequencia: 2, entrada: original('2026-11-10', '13:00'), saida: null },
  ],
}

const TREZE: Marcacao = {
  id: 1019,
  hora: '13:00',
  data: '2026-11-12',
  dataHora: '2026-11-12T13:00:00',
  tipoMarcacao: 'INCLUIDO',
  desconsiderada: false,
  tratamento: { motivo: { id: 102, descricao: 'Esquecimento de marcação' } },
}

const INCLUIDA: SlotMarcacao = {
  ...VAZIO,
  data: '2026-11-12',
  idRegistro: 377,
  modoMarcacao: 'ENTRADA',
  descricao: 'Entrada 2 de 12/11',
  marcacao: TREZE,
  pares: [
    { sequencia: 1, entrada: original('2026-11-12', '08:00'), saida: original('2026-11-12', '12:00') },
    { sequencia: 2, entrada: TREZE, saida: original('2026-11-12', '17:00') },
  ],
}

/** Issue 14: 2026-11-13 with 12:00, 13:00 and 17:00; the 08:00 entry is missing and goes into Saída 2. */
const SEM_A_PRIMEIRA: SlotMarcacao = {
  ...VAZIO,
  data: '2026-11-13',
  idRegistro: 378,
  descricao: 'Saída 2 de 13/11',
  pares: [
    { sequencia: 1, entrada: original('2026-11-13', '12:00'), saida: original('2026-11-13', '13:00') },
    { sequencia: 2, entrada: original('2026-11-13', '17:00'), saida: null },
  ],
}

/** What POST /api/registros answers: the punch now at the slot. */
const salva = (id = 9000) =>
  HttpResponse.json({
    id, idRegistro: 375, data: '2026-11-10', hora: '17:00', dataHora: '2026-11-10T17:00:00', tipoMarcacao: 'INCLUIDO', sequencia: 4,
    desconsiderada: false, motivoId: 102,
  })

function setup(
  props: Partial<MarcacaoDialogProps> = {},
  responder: () => Response = () => salva(),
  ordenar: () => Response = () => new HttpResponse(null, { status: 204 }),
) {
  const bodies: unknown[] = []
  const chamadas: string[] = []
  server.use(
    ...motivosAtivosHandlers(MOTIVOS),
    http.post('/api/registros', async ({ request }) => {
      bodies.push(await request.json())
      chamadas.push('POST /api/registros')
      return responder()
    }),
    http.post('/api/registros/:idRegistro/ordenar', ({ params }) => {
      chamadas.push(`POST /api/registros/${String(params.idRegistro)}/ordenar`)
      return ordenar()
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
  return { bodies, chamadas, onClose, user: userEvent.setup() }
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
      'Sem permissão para executar esta operação.',
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
    const { user, bodies } = setup()
    server.use(
      http.post('/api/registros', async ({ request }) => {
        bodies.push(await request.json())
        await new Promise<void>((resolve) => (liberar = resolve))
        return salva(1)
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

  describe('issue 14: how the day will look', () => {
    const previa = () => screen.queryByRole('region', { name: 'Como o dia ficará' })
    const pares = (nome: string) =>
      within(screen.getByRole('list', { name: nome }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    const emOrdem = () => screen.queryByRole('checkbox', { name: 'Salvar em ordem de horário' })

    /** Fernanda's day in the issue: 08:00 | 13:00 and 17:00 at Entrada 2; 12:00 goes into Saída 2. */
    const DOZE_NA_SAIDA_2: SlotMarcacao = {
      ...VAZIO,
      pares: [
        { sequencia: 1, entrada: original('2026-11-10', '08:00'), saida: original('2026-11-10', '13:00') },
        { sequencia: 2, entrada: original('2026-11-10', '17:00'), saida: null },
      ],
    }

    it('shows the pairs and the worked total once the time is valid; in time order, no warning', async () => {
      const { user } = setup()
      expect(previa()).toBeNull()
      await user.type(horario(), '17')
      expect(previa()).toBeNull()
      await user.type(horario(), '00')
      expect(previa()).toBeInTheDocument()
      expect(pares('Pares após salvar')).toEqual(['08:00 – 12:00', '13:00 – 17:00'])
      expect(previa()).toHaveTextContent('Total trabalhado: 08:00')
      expect(within(previa()!).queryByRole('alert')).toBeNull()
      expect(emOrdem()).toBeNull()
    })

    it('a time out of order warns with the pair and its sum, and offers (checked) the day in time order', async () => {
      const { user } = setup({ slot: DOZE_NA_SAIDA_2 })
      await user.type(horario(), '1200')
      expect(pares('Pares após salvar')).toEqual(['08:00 – 13:00', '17:00 – 12:00'])
      expect(previa()).toHaveTextContent('Total trabalhado: 24:00')
      expect(screen.getByRole('alert')).toHaveTextContent('As marcações ficarão fora da ordem de horário: 17:00 – 12:00 soma 19:00.')
      expect(emOrdem()).toBeChecked()
      expect(pares('Pares em ordem de horário')).toEqual(['08:00 – 12:00', '13:00 – 17:00'])
      expect(previa()).toHaveTextContent('Total trabalhado: 08:00')
    })

    it('saving with "Salvar em ordem de horário" checked includes the punch, then orders its day, then closes', async () => {
      const { user, bodies, chamadas, onClose } = setup({ slot: SEM_A_PRIMEIRA })
      await user.type(horario(), '0800')
      expect(screen.getByRole('alert')).toHaveTextContent('As marcações ficarão fora da ordem de horário: 17:00 – 08:00 soma 15:00.')
      expect(pares('Pares em ordem de horário')).toEqual(['08:00 – 12:00', '13:00 – 17:00'])
      await escolherMotivo(user, 'Esq', 'Esquecimento de marcação')
      await user.click(salvar())
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
      // The register comes from the saved punch (a day without one gets it with the punch).
      expect(chamadas).toEqual(['POST /api/registros', 'POST /api/registros/375/ordenar'])
      expect(bodies).toEqual([expect.objectContaining({ idRegistro: 378, idMarcacao: null, hora: '08:00', sequencia: 2, modoMarcacao: 'SAIDA' })])
    })

    it('unchecked, the ordered preview goes and saving only includes the punch', async () => {
      const { user, chamadas, onClose } = setup({ slot: SEM_A_PRIMEIRA })
      await user.type(horario(), '0800')
      await user.click(emOrdem()!)
      expect(screen.queryByRole('list', { name: 'Pares em ordem de horário' })).toBeNull()
      expect(screen.getByRole('alert')).toBeInTheDocument()
      await escolherMotivo(user, 'Esq', 'Esquecimento de marcação')
      await user.click(salvar())
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
      expect(chamadas).toEqual(['POST /api/registros'])
    })

    it('when ordering fails the dialog stays with the message; saving again alters the saved punch instead of adding one', async () => {
      let recusar = true
      const { user, bodies, chamadas, onClose } = setup({ slot: SEM_A_PRIMEIRA }, () => salva(9001), () =>
        recusar
          ? HttpResponse.json(
              { errors: [{ entity: 'Marcacao', property: 'marcacoes', invalidValue: 9, message: 'O dia tem mais de 8 marcações.' }] },
              { status: 400 },
            )
          : new HttpResponse(null, { status: 204 }),
      )
      await user.type(horario(), '0800')
      await escolherMotivo(user, 'Esq', 'Esquecimento de marcação')
      await user.click(salvar())
      expect(await screen.findByText('O dia tem mais de 8 marcações.')).toBeInTheDocument()
      expect(screen.getByText('A marcação foi salva, mas o dia ainda não está em ordem de horário.')).toBeInTheDocument()
      expect(onClose).not.toHaveBeenCalled()

      recusar = false
      await user.click(salvar())
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
      expect(bodies.map((b) => (b as { idMarcacao: number | null }).idMarcacao)).toEqual([null, 9001])
      expect(chamadas.filter((c) => c.endsWith('/ordenar'))).toHaveLength(2)
    })
  })
})
