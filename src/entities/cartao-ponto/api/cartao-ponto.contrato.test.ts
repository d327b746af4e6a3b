import { describe, expect, it } from 'vitest'
import { call } from '@mock/handlers/lib/test-client'
import { HOJE_DO_SEED, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { cartaoPontoQueries } from './cartao-ponto.queries'
import { cartaoPontoSchema, TIPOS_JUSTIFICATIVA, type CartaoPonto, type RegistroDia } from './cartao-ponto.schema'

/**
 * TC-204..TC-217 through the app: the card is loaded with the app's own query factory (its fetcher and zod schema)
 * from the real mock handlers, on a fresh seeded database with "today" pinned to 2026-11-16 (competence 13 = 11/2026,
 * 12 = 10/2026; the cases are those of mock/timecard/scenarios.ts). The field lists are the spec's, word for word:
 * the parsed card must carry each one (the schema strips what it does not declare).
 */

const NOVEMBRO = 13
const OUTUBRO = 12

const app = usarAppNoMock('rh', { hoje: HOJE_DO_SEED })

/** GET /api/cartaoponto through `cartaoPontoQueries.detail`, as the time card page loads it. */
const carregar = (funcionarioId: number, competenciaId: number): Promise<CartaoPonto> =>
  app().queryClient.fetchQuery(cartaoPontoQueries.detail({ competenciaId, funcionarioId }))

const dia = (cartao: CartaoPonto, data: string): RegistroDia => {
  const registro = cartao.manutencaoDTO.registros[data]?.registro
  expect(registro, data).toBeDefined()
  return registro!
}

const HHMM = /^-?\d{2,}:\d{2}$/
const HHMM_OU_VAZIO = /^(-?\d{2,}:\d{2})?$/

const CAMPOS_RESPOSTA = [
  'config', 'observacao', 'competencia', 'funcionario', 'movimentacaoRH', 'bancoDiasResumo', 'bancoCompensacaoResumo',
  'bancoCompensacaoLancamentoManualResumo', 'aceitePendente', 'manutencaoDTO',
]

const TOTAIS = [
  'totalHoras', 'totalHoraExtra', 'totalHoraExtraNoturna', 'totalHoraExtraNoturnaCemPorcento', 'totalHoraExtra100',
  'totalHoraExtra70', 'totalHoraExtraCustom', 'totalHoraExtraGeral', 'totalHorasNegativasGeral', 'totalHorasGeral',
  'totalHoraSobreAviso', 'totalFalta', 'totalAtraso', 'totalSaidaAntecipada', 'totalCompensados', 'totalPermitidos',
  'totalDescontoDSR', 'totalDiasFalta', 'totalHoraExtraIntervalo', 'totalAdicionalNoturno',
] as const

const FLAGS = [
  'exibirHorasExtrasCalculadas', 'exibirCargaHoraria', 'horaExtraCustomLabel', 'bloqueado', 'tresMarcacoes',
  'quatroMarcacoes', 'hoje', 'existeBancoDias', 'existeBancoHoras', 'existeBancoCompensacao',
] as const

const BANCO_HORAS = [
  'totalLancamentoBancoMais', 'totalLancamentoBancoMenos', 'totalSaldoBancoInicial', 'totalSaldoBancoMais',
  'totalSaldoBancoMenos', 'totalSaldoBancoPago', 'totalSaldoBancoFinal', 'totalSaldoBancoMenosDiaAtual',
  'bancoHorasDescricao', 'bancoHorasId',
] as const

const CAMPOS_DIA = [
  'id', 'idRegistro', 'dia', 'data', 'diaSemana', 'diaSemanaAbreviado', 'sequencia', 'modoMarcacao', 'marcacoes',
  'marcacoesOriginais', 'horas', 'cargaHoraria', 'horaExtra', 'horaExtra70', 'horaExtra100', 'horaExtraCustom',
  'horaExtraTotal', 'horaExtraCalculada', 'horaExtraIntervalo', 'horaExtraNoturna', 'horaExtraNoturnaCemPorcento',
  'falta', 'atraso', 'saidaAntecipada', 'adicionalNoturno', 'saldoBanco', 'compensacao', 'compensacaoMais', 'origemBH',
  'bhExtra', 'bhExtra100', 'bhExtraNoturna', 'bhMenos', 'permitidos', 'compensados', 'descontoDSR', 'folga', 'feriado',
  'descanso', 'error', 'errorMessage', 'inconsistente', 'escalaMensal', 'escalaSobreAviso', 'horaSobreAviso',
  'quadroHorarioId', 'quadroHorarioTipo', 'quadroHorarioTipoDescricao', 'quadroHorarioDescricao', 'quadroHorarioResumo',
  'quadroHorarioEspecial', 'codigoHorario', 'horarioEspecial', 'justificar', 'idBancoDias', 'observacao', 'tratamentos',
] as const

/** The day record's durations (hh:mm, '' when the field does not apply). */
const DURACOES_DIA = [
  'horas', 'cargaHoraria', 'horaExtra', 'horaExtra70', 'horaExtra100', 'horaExtraCustom', 'horaExtraTotal',
  'horaExtraCalculada', 'horaExtraIntervalo', 'horaExtraNoturna', 'horaExtraNoturnaCemPorcento', 'falta', 'atraso',
  'saidaAntecipada', 'adicionalNoturno', 'saldoBanco', 'compensacao', 'compensacaoMais', 'bhExtra', 'bhExtra100',
  'bhExtraNoturna', 'bhMenos', 'permitidos', 'compensados', 'descontoDSR', 'horaSobreAviso',
] as const

const CAMPOS_MARCACAO = ['id', 'hora', 'data', 'dataHora', 'tipoMarcacao', 'tratamento']

const CAMPOS_TRATAMENTO = [
  'id', 'hora', 'ocorrencia', 'motivo', 'prefixo', 'bancoDias', 'observacao', 'movimentacao', 'solicitacaoId',
  'acaoLoteId', 'justificativa', 'tipoJustificativa',
]

const CAMPOS_MOVIMENTACAO = [
  'id', 'tipoMovimentacaoDescricao', 'movimentacao', 'dataInicio', 'dataFim', 'observacao', 'descricaoAfastamento',
  'dataRescisao',
]

/** doc1 §3, letter for letter. */
const TIPOS_JUSTIFICATIVA_SPEC = [
  'ABONO', 'ABONO_ENTRADA', 'ABONO_SAIDA', 'JUSTIFICATIVA', 'HORA_EXTRA', 'HORA_EXTRA_ENTRADA', 'HORA_EXTRA_SAIDA',
  'BANCO_DE_DIAS_DEBITO', 'BANCO_DE_DIAS_CREDITO', 'BANCO_DE_HORAS_DEBITO', 'BANCO_DE_HORAS_DEBITO_ENTRADA',
  'BANCO_DE_HORAS_DEBITO_SAIDA', 'BANCO_DE_HORAS_CREDITO', 'INCLUIR_MARCACAO',
]

const competencia = (id: number, mes: number, fim: number, descricao: string, situacao: 'ABERTA' | 'FECHADA') => {
  const mm = String(mes).padStart(2, '0')
  return {
    id, ano: 2026, mes, inicio: `2026-${mm}-01`, fim: `2026-${mm}-${fim}`, descricao, descricaoCurta: `${mm}/2026`,
    fechada: situacao === 'FECHADA', situacao,
  }
}
const NOVEMBRO_2026 = competencia(NOVEMBRO, 11, 30, 'Novembro/2026', 'ABERTA')
const OUTUBRO_2026 = competencia(OUTUBRO, 10, 31, 'Outubro/2026', 'FECHADA')
const SETEMBRO_2026 = competencia(11, 9, 30, 'Setembro/2026', 'FECHADA')

describe('GET /api/cartaoponto through the app (cartaoPontoQueries.detail) against the mock handlers', { timeout: 60_000 }, () => {
  it('[TC-204] the load response has config, observacao, competencia, funcionario, movimentacaoRH, the bank summaries, aceitePendente and manutencaoDTO', async () => {
    const cartao = await carregar(1, NOVEMBRO)
    expect(Object.keys(cartao).sort()).toEqual([...CAMPOS_RESPOSTA].sort())
    expect(cartao.config).toEqual({
      cartaoPonto: Object.fromEntries(
        ['adicionalNoturno', 'horaExtraNoturna', 'horaExtraNoturna100', 'horaExtra50', 'horaExtra70', 'horaExtra100', 'falta',
          'atraso', 'saidaAntecipada', 'permitidos', 'compensados', 'descontoDSR', 'horaExtraIntervalo', 'memoriaCalculo']
          .map((campo) => [campo, { enabled: true }]),
      ),
      tipoSolicitacaoIncluirMarcacao: { id: 1, descricao: 'Incluir marcação' },
      tipoSolicitacaoCompensarBancoHoras: { id: 2, descricao: 'Compensar banco de horas' },
      utilizaHoraExtraIntervalo: true,
    })
    expect(cartao.observacao).toBe('Conferir o saldo do banco de horas antes do fechamento.')
    expect(cartao.competencia).toEqual(NOVEMBRO_2026)
    expect(cartao.funcionario).toEqual({
      id: 1, nome: 'Fernanda Funcionária', nomeOrNomeSocial: 'Fernanda Funcionária', matricula: '100001', cpf: '52998224725',
      ativo: true, inconsistente: false, controlaPonto: true, permiteHoraExtra: true, empresaId: 1,
      cargos: [{ id: 2, descricaoComCodigo: '002 - Auxiliar Administrativo' }],
      departamentos: [{ id: 1, descricao: 'Secretaria Municipal de Administração' }],
      locaisTrabalho: [{ id: 1, descricao: 'Paço Municipal' }],
      classes: [{ id: 1, descricao: 'Efetivo (Estatutario)' }],
      quadrosHorario: [{ id: 1, codigo: '001', descricao: 'Administrativo 08:00-12:00 / 13:00-17:00' }],
    })
    expect(cartao.movimentacaoRH).toEqual([])
    expect(cartao.bancoDiasResumo.map((b) => b.bancoDescricao)).toEqual(['Folgas TRE (Justiça Eleitoral)', 'Folga de aniversário'])
    expect(cartao.bancoCompensacaoResumo).toBeNull()
    expect(cartao.bancoCompensacaoLancamentoManualResumo).toBeNull()
    expect(cartao.aceitePendente).toEqual([{ competencia: OUTUBRO_2026 }])
    expect(Object.keys(cartao.manutencaoDTO)).toEqual(expect.arrayContaining(['registros', ...TOTAIS, ...FLAGS, ...BANCO_HORAS]))

    // The parts that are empty for Fernanda, from the employees who have them.
    expect((await carregar(22, NOVEMBRO)).movimentacaoRH).toHaveLength(1)
    expect((await carregar(38, NOVEMBRO)).bancoCompensacaoResumo?.descricao).toBe('Compensação por competências')
    expect((await carregar(62, NOVEMBRO)).bancoCompensacaoLancamentoManualResumo?.descricao).toBe('Compensação por vencimento (90 dias)')
  })

  it('[TC-204] the app keeps every field the backend sends: the parsed card equals the response body', async () => {
    for (const [funcionarioId, competenciaId] of [[1, NOVEMBRO], [1, OUTUBRO], [38, NOVEMBRO], [22, NOVEMBRO], [62, NOVEMBRO]] as const) {
      const cartao = await carregar(funcionarioId, competenciaId)
      const url = `/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=${competenciaId}`
      const corpo: unknown = await (await call(url, { as: 'rh', dbKey: app().backend.dbKey })).json()
      expect(cartao, url).toEqual(corpo)
    }
  })

  it('[TC-205] the day records are keyed by date, each with its current record and error', async () => {
    const cartao = await carregar(1, NOVEMBRO)
    const { registros } = cartao.manutencaoDTO
    const datas = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`)
    expect(Object.keys(registros)).toEqual(datas)
    for (const [data, valor] of Object.entries(registros)) {
      expect(Object.keys(valor).sort(), data).toEqual(['error', 'registro'])
      expect(valor.registro.data, data).toBe(data)
    }
    expect(registros['2026-11-10']).toMatchObject({
      error: 'Numero impar de marcacoes!',
      registro: { error: true, errorMessage: 'Numero impar de marcacoes!', inconsistente: true },
    })
    expect(registros['2026-11-05']).toMatchObject({ error: null, registro: { error: false, errorMessage: null } })
    const comErro = Object.entries(registros).filter(([, v]) => v.error !== null).map(([data]) => data)
    expect(comErro).toEqual(['2026-11-10', '2026-11-13'])
  })

  it('[TC-206] the totals of the month, as hh:mm strings and the days of absence as a number', async () => {
    const sara = (await carregar(33, NOVEMBRO)).manutencaoDTO
    expect(Object.fromEntries(TOTAIS.map((t) => [t, sara[t]]))).toEqual({
      totalHoras: '65:33',
      totalHoraExtra: '02:00',
      totalHoraExtraNoturna: '00:00',
      totalHoraExtraNoturnaCemPorcento: '00:00',
      totalHoraExtra100: '00:00',
      totalHoraExtra70: '00:40',
      totalHoraExtraCustom: '00:00',
      totalHoraExtraGeral: '02:40',
      totalHorasNegativasGeral: '17:05',
      totalHorasGeral: '-14:25',
      totalHoraSobreAviso: '00:00',
      totalFalta: '08:00',
      totalAtraso: '00:25',
      totalSaidaAntecipada: '00:40',
      totalCompensados: '00:00',
      totalPermitidos: '00:00',
      totalDescontoDSR: '08:00',
      totalDiasFalta: 1,
      totalHoraExtraIntervalo: '00:00',
      totalAdicionalNoturno: '00:00',
    })
    // The figures Sara has not, from the employees whose scenarios produce them.
    // Carlos's 22:00-23:30 on 13/11: 01:30 clock of night overtime in reduced hours (art. 73 §1).
    expect((await carregar(47, NOVEMBRO)).manutencaoDTO).toMatchObject({
      totalHoraExtra: '04:00', totalHoraExtra70: '04:00', totalHoraExtra100: '04:00', totalHoraExtraCustom: '01:30',
      totalHoraExtraNoturna: '01:43', totalHoraExtraGeral: '15:13',
    })
    const benicio = (await carregar(14, NOVEMBRO)).manutencaoDTO
    expect(benicio.totalAdicionalNoturno).not.toBe('00:00')
    expect(benicio.totalHoraExtraIntervalo).not.toBe('00:00')
    expect((await carregar(1, OUTUBRO)).manutencaoDTO).toMatchObject({ totalPermitidos: '16:00', totalCompensados: '08:00' })
    expect((await carregar(62, NOVEMBRO)).manutencaoDTO.totalHoraSobreAviso).toBe('48:00')
    for (const t of TOTAIS) if (t !== 'totalDiasFalta') expect(benicio[t], t).toMatch(HHMM)
  })

  it('[TC-207] the flags: calculated overtime, workload, custom overtime label, lock, three and four pairs, today and the banks', async () => {
    const fernanda = (await carregar(1, NOVEMBRO)).manutencaoDTO
    expect(Object.fromEntries(FLAGS.map((f) => [f, fernanda[f]]))).toEqual({
      exibirHorasExtrasCalculadas: false,
      exibirCargaHoraria: true,
      horaExtraCustomLabel: 'Hora Extra 75%',
      bloqueado: false,
      tresMarcacoes: false,
      quatroMarcacoes: false,
      hoje: { previsaoSaida: '17:00', marcacoesAtuais: [{ hora: '08:00' }, { hora: '11:58' }] },
      existeBancoDias: true,
      existeBancoHoras: true,
      existeBancoCompensacao: false,
    })
    // Rui may not do overtime: his calculated overtime is shown.
    expect((await carregar(3, NOVEMBRO)).manutencaoDTO.exibirHorasExtrasCalculadas).toBe(true)
    // Employee 35 has 11/2026 locked.
    expect((await carregar(35, NOVEMBRO)).manutencaoDTO.bloqueado).toBe(true)
    // Schedule 002 has three pairs, 003 four; Bruna also has a compensation bank.
    expect((await carregar(9, NOVEMBRO)).manutencaoDTO).toMatchObject({ tresMarcacoes: true, quatroMarcacoes: false })
    expect((await carregar(38, NOVEMBRO)).manutencaoDTO).toMatchObject({
      tresMarcacoes: true, quatroMarcacoes: true, existeBancoCompensacao: true, existeBancoHoras: false,
    })
    // Only the competence of today has a today block.
    expect((await carregar(1, OUTUBRO)).manutencaoDTO.hoje).toBeNull()
  })

  it('[TC-208] the hour bank figures of the card', async () => {
    const novembro = (await carregar(1, NOVEMBRO)).manutencaoDTO
    expect(Object.fromEntries(BANCO_HORAS.map((f) => [f, novembro[f]]))).toEqual({
      totalLancamentoBancoMais: '02:00',
      totalLancamentoBancoMenos: '00:00',
      totalSaldoBancoInicial: '10:15',
      totalSaldoBancoMais: '00:40',
      totalSaldoBancoMenos: '00:17',
      totalSaldoBancoPago: '00:00',
      totalSaldoBancoFinal: '12:38',
      totalSaldoBancoMenosDiaAtual: '12:38',
      bancoHorasDescricao: 'Banco de Horas Prefeitura',
      bancoHorasId: 1,
    })
    // October opens with what September closed and ends where November opens; its entry was -01:00 on 20/10.
    expect((await carregar(1, OUTUBRO)).manutencaoDTO).toMatchObject({
      totalLancamentoBancoMenos: '01:00', totalSaldoBancoFinal: '10:15',
    })
    // Employee 25 was paid 04:00 of the bank in October.
    expect((await carregar(25, OUTUBRO)).manutencaoDTO.totalSaldoBancoPago).toBe('04:00')
    // Without an hour bank: no id, no description.
    expect((await carregar(33, NOVEMBRO)).manutencaoDTO).toMatchObject({ existeBancoHoras: false, bancoHorasId: null, bancoHorasDescricao: null })
  })

  it('[TC-209] a day record carries every field of the spec', async () => {
    const cartao = await carregar(1, NOVEMBRO)
    for (const [data, { registro }] of Object.entries(cartao.manutencaoDTO.registros)) {
      expect(Object.keys(registro), data).toEqual(expect.arrayContaining([...CAMPOS_DIA]))
      for (const campo of DURACOES_DIA) expect(registro[campo], `${data} ${campo}`).toMatch(HHMM_OU_VAZIO)
    }
    const doze = dia(cartao, '2026-11-12')
    expect(doze.idRegistro).toBe(doze.id)
    expect(doze).toMatchObject({
      dia: 12, data: '2026-11-12', diaSemana: 'Quinta-feira', diaSemanaAbreviado: 'Qui', modoMarcacao: 'MARCACAO',
      horas: '08:00', cargaHoraria: '08:00', folga: false, feriado: false, descanso: false, error: false, errorMessage: null,
      inconsistente: false, escalaMensal: false, escalaSobreAviso: false, quadroHorarioId: 1, quadroHorarioTipo: 'FIXO',
      quadroHorarioTipoDescricao: 'Fixo', quadroHorarioDescricao: 'Administrativo 08:00-12:00 / 13:00-17:00',
      quadroHorarioResumo: '08:00-12:00 13:00-17:00', quadroHorarioEspecial: false, codigoHorario: '001',
      horarioEspecial: false, justificar: false, idBancoDias: null, observacao: null, tratamentos: [],
    })
    expect(doze.marcacoes.map((par) => [par.sequencia, par.entrada?.hora ?? null, par.saida?.hora ?? null])).toEqual([
      [1, '08:00', '12:00'], [2, '13:00', '17:00'], [3, null, null], [4, null, null],
    ])
    // The punch included by hand is not an original one.
    expect(doze.marcacoesOriginais.map((m) => m.hora)).toEqual(['08:00', '12:00', '17:00'])

    // With an hour bank the delay is a bank debit; an authorised overtime goes to overtime, the rest to the bank.
    expect(dia(cartao, '2026-11-04')).toMatchObject({ horas: '07:43', saldoBanco: '-00:17', bhMenos: '00:17', origemBH: 'Cálculo', atraso: '' })
    expect(dia(cartao, '2026-11-06')).toMatchObject({ horaExtra: '01:00', horaExtraCalculada: '01:40', bhExtra: '00:40', saldoBanco: '00:40' })
    expect(dia(cartao, '2026-11-10')).toMatchObject({ error: true, inconsistente: true, justificar: true })
    expect(dia(cartao, '2026-11-01')).toMatchObject({ descanso: true, horas: '' })
    expect(dia(cartao, '2026-11-02')).toMatchObject({ feriado: true })

    const carlos = await carregar(47, NOVEMBRO)
    expect(dia(carlos, '2026-11-06')).toMatchObject({
      horas: '12:30', horaExtra: '02:00', horaExtra70: '02:00', horaExtraCustom: '00:30', horaExtraTotal: '04:30',
    })
    expect(dia(carlos, '2026-11-02')).toMatchObject({ feriado: true, horaExtra100: '04:00' })
    const sara = await carregar(33, NOVEMBRO)
    expect(dia(sara, '2026-11-04').atraso).toBe('00:25')
    expect(dia(sara, '2026-11-09').saidaAntecipada).toBe('00:40')
    expect(dia(sara, '2026-11-11').falta).toBe('08:00')
    expect(dia(sara, '2026-11-15').descontoDSR).toBe('08:00')
    const benicio = await carregar(14, NOVEMBRO)
    expect(dia(benicio, '2026-11-06')).toMatchObject({
      escalaMensal: true, sequencia: 1, quadroHorarioTipo: 'REVEZAMENTO', horaExtra: '01:30', horaExtraIntervalo: '01:00',
    })
    expect(dia(benicio, '2026-11-06').adicionalNoturno).toMatch(HHMM)
    expect(dia(await carregar(38, NOVEMBRO), '2026-11-04')).toMatchObject({ compensacao: '00:45', compensacaoMais: '00:45' })
    expect(dia(await carregar(62, NOVEMBRO), '2026-11-07')).toMatchObject({ escalaSobreAviso: true, horaSobreAviso: '12:00', quadroHorarioTipo: 'SOBRE_AVISO' })
    expect(dia(await carregar(11, OUTUBRO), '2026-10-05').permitidos).toBe('00:40')
    expect(dia(await carregar(13, OUTUBRO), '2026-10-04').idBancoDias).toBe(1)
  })

  it('[TC-210] a punch has id, hora, data, dataHora, tipoMarcacao (ORIGINAL, INCLUIDO, PRE_ASSINALADO) and tratamento.motivo.id', async () => {
    const fernanda = await carregar(1, NOVEMBRO)
    const [par1, par2] = dia(fernanda, '2026-11-12').marcacoes
    for (const m of [par1?.entrada, par1?.saida, par2?.entrada, par2?.saida]) {
      expect(Object.keys(m ?? {})).toEqual(expect.arrayContaining(CAMPOS_MARCACAO))
      expect(typeof m?.id).toBe('number')
    }
    expect(par2?.entrada).toMatchObject({
      hora: '13:00', data: '2026-11-12', dataHora: '2026-11-12T13:00:00', tipoMarcacao: 'INCLUIDO',
      tratamento: { motivo: { id: 102 } },
    })
    expect(par1?.entrada).toMatchObject({ hora: '08:00', dataHora: '2026-11-12T08:00:00', tipoMarcacao: 'ORIGINAL', tratamento: null })
    // Schedule 010's interval is pre-marked.
    const frederico = await carregar(20, NOVEMBRO)
    const pre = dia(frederico, '2026-11-04').marcacoes.flatMap((p) => [p.entrada, p.saida]).filter((m) => m?.tipoMarcacao === 'PRE_ASSINALADO')
    expect(pre.map((m) => m?.hora)).toEqual(['10:00', '10:15'])
  })

  it('[TC-211] a treatment has id, hora, ocorrencia, motivo.descricao, prefixo, bancoDias.descricao, observacao, movimentacao, solicitacaoId, acaoLoteId, justificativa and tipoJustificativa', async () => {
    const novembro = await carregar(1, NOVEMBRO)
    const [inclusao] = dia(novembro, '2026-11-06').tratamentos
    expect(Object.keys(inclusao ?? {}).sort()).toEqual([...CAMPOS_TRATAMENTO].sort())
    expect(typeof inclusao?.id).toBe('number')
    expect(inclusao).toMatchObject({
      hora: '01:00', ocorrencia: 'I', motivo: { descricao: 'Hora Extra' }, prefixo: 'HE', bancoDias: null,
      observacao: 'Hora extra autorizada pela chefia', movimentacao: false, solicitacaoId: null, acaoLoteId: null,
      justificativa: 'Hora extra', tipoJustificativa: 'HORA_EXTRA',
    })
    const outubro = await carregar(1, OUTUBRO)
    expect(dia(outubro, '2026-10-19').tratamentos[0]).toMatchObject({
      ocorrencia: 'A', prefixo: 'BD-', bancoDias: { id: 2, descricao: 'Folga de aniversário' }, observacao: 'Folga de aniversário',
      justificativa: 'Débito no banco de dias', tipoJustificativa: 'BANCO_DE_DIAS_DEBITO',
    })
    expect(dia(outubro, '2026-10-07').tratamentos[0]).toMatchObject({ solicitacaoId: 2, acaoLoteId: null, tipoJustificativa: 'ABONO' })
    expect(dia(outubro, '2026-10-28').tratamentos[0]).toMatchObject({ acaoLoteId: 24, solicitacaoId: null, motivo: { descricao: 'Compensação de feriado' } })
    // The excuses that come from an HR movement (Márcia's leave) are marked as such.
    const marcia = await carregar(22, NOVEMBRO)
    expect(dia(marcia, '2026-11-03').tratamentos[0]).toMatchObject({ movimentacao: true, tipoJustificativa: 'ABONO', prefixo: 'AB' })
  })

  it('[TC-212] the justification types are exactly the fourteen of the spec', async () => {
    expect([...TIPOS_JUSTIFICATIVA]).toEqual(TIPOS_JUSTIFICATIVA_SPEC)
    // The types the seed's treatments carry, read through the app.
    const cartoes = await Promise.all([
      carregar(1, OUTUBRO), carregar(1, NOVEMBRO), carregar(33, NOVEMBRO), carregar(11, OUTUBRO), carregar(21, OUTUBRO),
      carregar(13, OUTUBRO), carregar(40, NOVEMBRO),
    ])
    const tipos = new Set(
      cartoes.flatMap((c) => Object.values(c.manutencaoDTO.registros).flatMap((d) => d.registro.tratamentos.map((t) => t.tipoJustificativa))),
    )
    expect([...tipos].sort()).toEqual(
      ['ABONO', 'ABONO_ENTRADA', 'ABONO_SAIDA', 'BANCO_DE_DIAS_CREDITO', 'BANCO_DE_DIAS_DEBITO', 'BANCO_DE_HORAS_CREDITO', 'HORA_EXTRA', 'JUSTIFICATIVA'],
    )
    // Every type of the spec is read; any other is a contract error.
    const cartao = cartoes[1]!
    const comTipo = (tipo: string) => {
      const registros = structuredClone(cartao.manutencaoDTO.registros)
      registros['2026-11-06']!.registro.tratamentos[0]!.tipoJustificativa = tipo as never
      return cartaoPontoSchema.safeParse({ ...cartao, manutencaoDTO: { ...cartao.manutencaoDTO, registros } })
    }
    for (const tipo of TIPOS_JUSTIFICATIVA_SPEC) expect(comTipo(tipo).success, tipo).toBe(true)
    expect(comTipo('FOLGA').success).toBe(false)
  })

  it('[TC-213] an HR movement has id, tipoMovimentacaoDescricao, movimentacao, dataInicio, dataFim, observacao, descricaoAfastamento and dataRescisao', async () => {
    const [afastamento] = (await carregar(22, NOVEMBRO)).movimentacaoRH
    expect(Object.keys(afastamento ?? {}).sort()).toEqual([...CAMPOS_MOVIMENTACAO].sort())
    expect(typeof afastamento?.id).toBe('number')
    expect(afastamento).toMatchObject({
      tipoMovimentacaoDescricao: 'Afastamento', movimentacao: 'Afastamento por doença', dataInicio: '2026-10-20',
      dataFim: '2026-11-10', observacao: 'Atestado médico de 22 dias',
      descricaoAfastamento: 'Licença para tratamento de saúde (auxílio-doença)', dataRescisao: null,
    })
    const [rescisao] = (await carregar(10, NOVEMBRO)).movimentacaoRH
    expect(rescisao).toMatchObject({
      tipoMovimentacaoDescricao: 'Rescisão', movimentacao: 'Rescisão do contrato de trabalho', dataInicio: '2026-10-28',
      dataFim: null, observacao: 'Pedido de demissão', descricaoAfastamento: null, dataRescisao: '2026-10-27',
    })
  })

  it('[TC-214] the hour bank summary: exists, the balances, the entries, the balance without today, bancoHorasId and bancoHorasDescricao', async () => {
    const yasmin = (await carregar(40, NOVEMBRO)).manutencaoDTO
    expect(yasmin).toMatchObject({
      // the 01:30 credited on 6/11 and 00:16 of small surpluses: her flexible schedule has no tolerance (toleranciaMinutos 0)
      existeBancoHoras: true, bancoHorasId: 1, bancoHorasDescricao: 'Banco de Horas Prefeitura', totalSaldoBancoMais: '01:46',
    })
    for (const campo of BANCO_HORAS.filter((c) => c.startsWith('total'))) expect(yasmin[campo], campo).toMatch(HHMM)
    // The final balance is the initial one plus credits and entries, minus debits, entries and payments.
    const minutos = (hhmm: string) => (hhmm.startsWith('-') ? -1 : 1) * hhmm.replace('-', '').split(':').reduce((h, m) => Number(h) * 60 + Number(m), 0)
    for (const [funcionarioId, competenciaId] of [[40, NOVEMBRO], [1, NOVEMBRO], [25, OUTUBRO], [35, NOVEMBRO]] as const) {
      const m = (await carregar(funcionarioId, competenciaId)).manutencaoDTO
      expect(m.existeBancoHoras, `${funcionarioId}`).toBe(true)
      expect(
        minutos(m.totalSaldoBancoInicial) + minutos(m.totalSaldoBancoMais) - minutos(m.totalSaldoBancoMenos)
          + minutos(m.totalLancamentoBancoMais) - minutos(m.totalLancamentoBancoMenos) - minutos(m.totalSaldoBancoPago),
        `${funcionarioId}/${competenciaId}`,
      ).toBe(minutos(m.totalSaldoBancoFinal))
    }
  })

  it('[TC-215] a day bank summary row has bancoId, bancoDescricao, saldoInicial, saldoBancoMais, saldoBancoMenos and saldoBancoFinal', async () => {
    // November: +1 day in bank 1 on 02/11; October: bank 2 debited on 19/10.
    expect((await carregar(1, NOVEMBRO)).bancoDiasResumo).toEqual([
      { bancoId: 1, bancoDescricao: 'Folgas TRE (Justiça Eleitoral)', saldoInicial: 3, saldoBancoMais: 1, saldoBancoMenos: 0, saldoBancoFinal: 4 },
      { bancoId: 2, bancoDescricao: 'Folga de aniversário', saldoInicial: 0, saldoBancoMais: 0, saldoBancoMenos: 0, saldoBancoFinal: 0 },
    ])
    expect((await carregar(1, OUTUBRO)).bancoDiasResumo).toContainEqual(
      { bancoId: 2, bancoDescricao: 'Folga de aniversário', saldoInicial: 1, saldoBancoMais: 0, saldoBancoMenos: 1, saldoBancoFinal: 0 },
    )
  })

  it('[TC-216] the compensation bank summary: descricao, inicio, fim, apenasLancamentoManual, vencimentos and competencias', async () => {
    const bruna = await carregar(38, NOVEMBRO)
    const resumo = bruna.bancoCompensacaoResumo
    expect(resumo).toMatchObject({
      descricao: 'Compensação por competências', tipo: 'COMPETENCIAS', inicio: '2024-01-01', fim: null,
      apenasLancamentoManual: false, vencimentos: [],
    })
    const campos = ['mes', 'ano', 'saldoInicial', 'mais', 'maisManual', 'maisTotal', 'menos', 'menosManual', 'menosTotal', 'saldoFinal', 'validoAte']
    for (const c of resumo?.competencias ?? []) expect(Object.keys(c).sort()).toEqual([...campos].sort())
    const porMes = (mes: number) => resumo?.competencias.find((c) => c.ano === 2026 && c.mes === mes)
    // The manual entry of +03:00 on 10/10; November opens with October's final balance.
    expect(porMes(10)).toMatchObject({ maisManual: '03:00', validoAte: '2027-04-30' })
    expect(porMes(11)?.saldoInicial).toBe(porMes(10)?.saldoFinal)
    expect(porMes(11)).toMatchObject({ maisManual: '00:00', menosManual: '00:00', validoAte: '2027-05-31' })
    for (const mes of [10, 11]) {
      for (const campo of ['saldoInicial', 'mais', 'maisManual', 'maisTotal', 'menos', 'menosManual', 'menosTotal', 'saldoFinal'] as const)
        expect(porMes(mes)?.[campo], `${mes} ${campo}`).toMatch(HHMM)
    }
    expect(bruna.bancoCompensacaoLancamentoManualResumo).toBeNull()

    // A bank fed only by manual entries, by expiry date.
    const joao = await carregar(62, NOVEMBRO)
    expect(joao.bancoCompensacaoResumo).toBeNull()
    expect(joao.bancoCompensacaoLancamentoManualResumo).toEqual({
      descricao: 'Compensação por vencimento (90 dias)', tipo: 'DIAS', inicio: '2024-01-01', fim: null, apenasLancamentoManual: true,
      vencimentos: [{ vencimento: '2026-12-07', saldo: '03:00' }, { vencimento: '2027-01-10', saldo: '02:30' }],
      competencias: [],
    })
  })

  it('[TC-217] the today block has previsaoSaida and marcacoesAtuais [{hora}]; a pending acceptance item has competencia', async () => {
    const fernanda = await carregar(1, NOVEMBRO)
    expect(fernanda.manutencaoDTO.hoje).toEqual({ previsaoSaida: '17:00', marcacoesAtuais: [{ hora: '08:00' }, { hora: '11:58' }] })
    expect(fernanda.aceitePendente).toEqual([{ competencia: OUTUBRO_2026 }])
    const sara = await carregar(33, NOVEMBRO)
    expect(sara.manutencaoDTO.hoje).toEqual({ previsaoSaida: '17:00', marcacoesAtuais: [{ hora: '08:00' }] })
    expect(sara.aceitePendente).toEqual([{ competencia: SETEMBRO_2026 }, { competencia: OUTUBRO_2026 }])
    // Benício's night shift starts at 19:00: nothing punched yet. Outside today's competence there is no block.
    expect((await carregar(14, NOVEMBRO)).manutencaoDTO.hoje).toEqual({ previsaoSaida: null, marcacoesAtuais: [] })
    expect((await carregar(1, OUTUBRO)).manutencaoDTO.hoje).toBeNull()
  })
})
