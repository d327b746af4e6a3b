import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { ACOES_LOTE, type RotaAcaoLote } from '@/entities/acao-lote'
import { cartaoPontoQueries, type CartaoPonto } from '@/entities/cartao-ponto'
import { createQueryClient } from '@/shared/api'
import { configurarRascunhos, salvarRascunhos } from '@/shared/lib'
import { renderRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { rotasAcaoLote } from '../model/testing/rotas'

/**
 * BATCH-003, BATCH-005, BATCH-006, BATCH-007 through the app: the batch action screens, routed as in
 * src/app/routes/_app, against the real mock handlers as the HR persona, "today" pinned to 2026-11-16 (competence
 * 13 = 11/2026 is the open one). The user picks employees in the list, fills the form and submits; the screen then
 * opens the recorded action. What the backend stored is read back from the test's database and through the app.
 */

const CARLOS = { id: 47, nome: 'Carlos Martins Carvalho' }
const ALEXANDRE = { id: 42, nome: 'Alexandre Saraiva Braga' }

const app = usarAppNoMock('rh')

const main = () => within(screen.getByRole('main'))

async function abrir(rota: RotaAcaoLote) {
  const router = renderRotas(app(), rotasAcaoLote(app().queryClient), rota)
  const titulo = ACOES_LOTE.find((a) => a.rota === rota)?.titulo ?? ''
  await screen.findByRole('main')
  await main().findByRole('heading', { level: 1, name: titulo })
  await main().findByRole('table', { name: 'Funcionários da ação em lote' }, { timeout: 10_000 })
  return { user: userEvent.setup({ delay: null }), pathname: () => router.state.location.pathname }
}

/** Ticks the employees in the list, as the user does, and checks the count shown. */
async function selecionar(user: UserEvent, ...pessoas: { nome: string }[]) {
  for (const p of pessoas) await user.click(main().getByRole('checkbox', { name: `Selecionar ${p.nome}` }))
  expect(main().getByText(`${pessoas.length} funcionário${pessoas.length === 1 ? '' : 's'} selecionado${pessoas.length === 1 ? '' : 's'}`)).toBeVisible()
}

/** Types in an async picker and chooses the option. */
async function escolher(user: UserEvent, campo: string, texto: string, opcao: string) {
  await user.type(main().getByRole('combobox', { name: campo }), texto)
  await user.click(await screen.findByRole('option', { name: opcao }))
}

/** Types an ISO date ('2026-11-10') as the user does, dd/mm/aaaa. */
async function preencherData(user: UserEvent, campo: string, data: string) {
  const [ano, mes, dia] = data.split('-')
  const input = main().getByLabelText(campo)
  await user.clear(input)
  await user.type(input, `${dia}${mes}${ano}`)
  expect(input).toHaveValue(`${dia}/${mes}/${ano}`)
}

/** After the submit the screen opens the recorded action: its number is the one the backend answered. */
async function acaoAberta(pathname: () => string): Promise<number> {
  await waitFor(() => expect(pathname()).toMatch(/^\/acoes-lote\/\d+\/view$/), { timeout: 10_000 })
  const id = Number(pathname().split('/')[2])
  await main().findByRole('heading', { level: 1, name: `Ação em lote nº ${id}` })
  await main().findByText('O que foi feito')
  return id
}

/** label → value of "O que foi feito" on the view of a batch action. */
function feito(): Record<string, string> {
  const termos = main().getAllByRole('term')
  return Object.fromEntries(termos.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']))
}

const nomesNaView = () =>
  within(main().getByRole('table', { name: 'Funcionários da ação em lote' }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[1]?.textContent)

/** The card of 11/2026 as the time card page loads it (the app's fetcher and schema), on a fresh cache. */
async function cartao(funcionarioId: number): Promise<CartaoPonto> {
  const client = createQueryClient()
  try {
    return await client.fetchQuery(cartaoPontoQueries.detail({ competenciaId: 13, funcionarioId }))
  } finally {
    client.clear()
  }
}

const funcionario = (id: number) => {
  const f = dbFor(app().backend.dbKey).funcionarios.find((x) => x.id === id)
  expect(f, `funcionário ${id}`).toBeDefined()
  return f!
}

/** Whole screens over the real handlers: slow on a shared, loaded machine. */
describe('batch actions against the mock backend', { timeout: 60_000 }, () => {
  it('[BATCH-003] alterar funcionários: a new department from a date and overtime switched off for the selected employees', async () => {
    expect(funcionario(CARLOS.id).permiteHoraExtra).toBe(true)
    expect(funcionario(ALEXANDRE.id).permiteHoraExtra).toBe(true)
    const { user, pathname } = await abrir('/acoes-lote/alterar-funcionarios')
    await selecionar(user, CARLOS, ALEXANDRE)
    await escolher(user, 'Departamento', 'Gabinete', 'Gabinete do Prefeito')
    await preencherData(user, 'Vínculos a partir de', '2026-11-10')
    await user.click(within(main().getByRole('group', { name: 'Permite hora extra' })).getByRole('radio', { name: 'Não' }))
    await user.click(main().getByRole('button', { name: 'Alterar selecionados' }))

    const id = await acaoAberta(pathname)
    expect(feito()).toMatchObject({
      Ação: 'Alteração de funcionários',
      Departamento: 'Gabinete do Prefeito',
      'Permite hora extra': 'Não',
      Vigência: 'a partir de 10/11/2026',
      Por: 'Rita Recursos Humanos',
    })
    expect(nomesNaView()).toEqual([ALEXANDRE.nome, CARLOS.nome])

    // Stored: the action, the new link from 10/11 (the old one closed the day before) and the flag; nobody else.
    expect(dbFor(app().backend.dbKey).acoesLote?.find((a) => a.id === id)).toMatchObject({
      tipo: 'ALTERAR_FUNCIONARIOS', dataInicial: '2026-11-10', funcionarioIds: expect.arrayContaining([CARLOS.id, ALEXANDRE.id]),
    })
    for (const p of [CARLOS, ALEXANDRE]) {
      const f = funcionario(p.id)
      expect(f.permiteHoraExtra, p.nome).toBe(false)
      expect(f.departamentos.at(-1), p.nome).toMatchObject({ departamentoId: 5, inicio: '2026-11-10', fim: null })
      expect(f.departamentos.at(-2), p.nome).toMatchObject({ fim: '2026-11-09' })
    }
    expect(funcionario(33).permiteHoraExtra).toBe(true)
    // The time card shows the change.
    const card = await cartao(CARLOS.id)
    expect(card.funcionario.permiteHoraExtra).toBe(false)
    expect(card.funcionario.departamentos.map((d) => d.descricao)).toContain('Gabinete do Prefeito')
  })

  it('[BATCH-005] vincular banco de horas: the selected employees get the hour bank from the date', async () => {
    expect((await cartao(CARLOS.id)).manutencaoDTO.existeBancoHoras).toBe(false)
    const { user, pathname } = await abrir('/vincular-banco-horas')
    await selecionar(user, CARLOS, ALEXANDRE)
    await escolher(user, 'Banco de Horas', 'Prefeitura', 'Banco de Horas Prefeitura')
    await preencherData(user, 'A partir de', '2026-11-01')
    await user.click(main().getByRole('button', { name: 'Vincular aos selecionados' }))

    const id = await acaoAberta(pathname)
    expect(feito()).toMatchObject({
      Ação: 'Vínculo de banco de horas',
      'Banco de horas': 'Banco de Horas Prefeitura',
      Vigência: 'a partir de 01/11/2026',
    })
    expect(nomesNaView()).toEqual([ALEXANDRE.nome, CARLOS.nome])

    expect(dbFor(app().backend.dbKey).acoesLote?.find((a) => a.id === id)?.tipo).toBe('VINCULAR_BANCO_HORAS')
    for (const p of [CARLOS, ALEXANDRE]) {
      expect(funcionario(p.id).bancosHoras.at(-1), p.nome).toMatchObject({ bancoHorasId: 1, inicio: '2026-11-01', fim: null })
      expect((await cartao(p.id)).manutencaoDTO, p.nome).toMatchObject({
        existeBancoHoras: true, bancoHorasId: 1, bancoHorasDescricao: 'Banco de Horas Prefeitura',
      })
    }
  })

  it('[BATCH-006] vincular banco de compensação: the selected employee gets the compensation bank from the date', async () => {
    expect((await cartao(CARLOS.id)).manutencaoDTO.existeBancoCompensacao).toBe(false)
    const { user, pathname } = await abrir('/vincular-banco-compensacao')
    await selecionar(user, CARLOS)
    await escolher(user, 'Banco de Compensação', 'competências', 'Compensação por competências')
    await preencherData(user, 'A partir de', '2026-11-01')
    await user.click(main().getByRole('button', { name: 'Vincular aos selecionados' }))

    const id = await acaoAberta(pathname)
    expect(feito()).toMatchObject({
      Ação: 'Vínculo de banco de compensação',
      'Banco de compensação': 'Compensação por competências',
      Vigência: 'a partir de 01/11/2026',
    })
    expect(nomesNaView()).toEqual([CARLOS.nome])

    expect(dbFor(app().backend.dbKey).acoesLote?.find((a) => a.id === id)?.tipo).toBe('VINCULAR_BANCO_COMPENSACAO')
    expect(funcionario(CARLOS.id).bancosCompensacao.at(-1)).toMatchObject({ bancoCompensacaoId: 1, inicio: '2026-11-01', fim: null })
    expect(funcionario(ALEXANDRE.id).bancosCompensacao).toEqual([])
    const card = await cartao(CARLOS.id)
    expect(card.manutencaoDTO.existeBancoCompensacao).toBe(true)
    expect(card.bancoCompensacaoResumo?.descricao).toBe('Compensação por competências')
  })

  it('[BATCH-007] quadro de horário especial: the days of the period get the schedule as a special schedule', async () => {
    const antes = await cartao(CARLOS.id)
    expect(antes.manutencaoDTO.registros['2026-11-17']?.registro).toMatchObject({ horarioEspecial: false, codigoHorario: '001' })
    const { user, pathname } = await abrir('/alterar-quadro-horario')
    await selecionar(user, CARLOS)
    await escolher(user, 'Quadro de Horário Especial', '002', '002 - Ensino 3 períodos 07:00-10:00 / 10:15-12:00 / 13:00-16:15')
    await preencherData(user, 'Data Inicial', '2026-11-17')
    await preencherData(user, 'Data Final', '2026-11-18')
    await user.click(main().getByRole('button', { name: 'Vincular aos selecionados' }))

    const id = await acaoAberta(pathname)
    expect(feito()).toMatchObject({
      Ação: 'Quadro de horário especial',
      Período: '17/11/2026 a 18/11/2026',
      'Quadro de horário especial': '002 - Ensino 3 períodos 07:00-10:00 / 10:15-12:00 / 13:00-16:15',
    })
    expect(nomesNaView()).toEqual([CARLOS.nome])

    expect(dbFor(app().backend.dbKey).acoesLote?.find((a) => a.id === id)).toMatchObject({
      tipo: 'VINCULAR_QUADRO_HORARIO_ESPECIAL', dataInicial: '2026-11-17', dataFinal: '2026-11-18', funcionarioIds: [CARLOS.id],
    })
    const { registros } = (await cartao(CARLOS.id)).manutencaoDTO
    for (const data of ['2026-11-17', '2026-11-18']) {
      expect(registros[data]?.registro, data).toMatchObject({ horarioEspecial: true, codigoHorario: '002' })
    }
    expect(registros['2026-11-19']?.registro).toMatchObject({ horarioEspecial: false, codigoHorario: '001' })
  })

  it('[AUTH-005] the employees picked before the session expired are picked again after the login, and the action goes to them', async () => {
    configurarRascunhos({ usuario: () => 'rh' })
    try {
      const antes = await abrir('/alterar-quadro-horario')
      await selecionar(antes.user, CARLOS, ALEXANDRE)
      salvarRascunhos() // the app is about to send the user to log in
      cleanup()

      const { user, pathname } = await abrir('/alterar-quadro-horario')
      expect(main().getByText('2 funcionários selecionados')).toBeVisible()
      expect(main().getByRole('checkbox', { name: `Selecionar ${CARLOS.nome}` })).toBeChecked()
      expect(main().getByRole('checkbox', { name: `Selecionar ${ALEXANDRE.nome}` })).toBeChecked()
      await escolher(user, 'Quadro de Horário Especial', '002', '002 - Ensino 3 períodos 07:00-10:00 / 10:15-12:00 / 13:00-16:15')
      await preencherData(user, 'Data Inicial', '2026-11-17')
      await preencherData(user, 'Data Final', '2026-11-18')
      await user.click(main().getByRole('button', { name: 'Vincular aos selecionados' }))
      const id = await acaoAberta(pathname)
      expect(dbFor(app().backend.dbKey).acoesLote?.find((a) => a.id === id)?.funcionarioIds.toSorted((a, b) => a - b)).toEqual([ALEXANDRE.id, CARLOS.id])
    } finally {
      configurarRascunhos({ usuario: () => undefined })
    }
  })

  it('a kept selection of another shape (another version of the app) is left out: the list opens with nobody selected', async () => {
    configurarRascunhos({ usuario: () => 'rh' })
    try {
      const chave = `ponto.rascunho:${window.location.pathname}#estado:selecao-funcionarios`
      const valores = { filtro: {}, page: 0, parametros: { checked: null } }
      sessionStorage.setItem(chave, JSON.stringify({ usuario: 'rh', salvoEm: Date.now(), valores }))
      await abrir('/alterar-quadro-horario')
      expect(main().getByText('Nenhum funcionário selecionado')).toBeVisible()
      expect(main().getByRole('checkbox', { name: `Selecionar ${CARLOS.nome}` })).not.toBeChecked()
      expect(sessionStorage.getItem(chave)).toBeNull()
    } finally {
      configurarRascunhos({ usuario: () => undefined })
    }
  })
})
