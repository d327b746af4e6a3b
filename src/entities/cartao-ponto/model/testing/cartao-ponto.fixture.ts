import type { z } from 'zod'
import type { Sessao } from '@/entities/sessao/@x/cartao-ponto'
import {
  cartaoPontoSchema,
  registroDiaSchema,
  type CartaoPonto,
  type ConfiguracaoCampos,
  type RegistroDia,
} from '../../api/cartao-ponto.schema'

/**
 * Test data built to the GET /api/cartaoponto contract (parsed by its schema, so defaults apply as in
 * the app). November 2026 for Fernanda (employee 1, CPF 52998224725).
 */

type RegistroInput = z.input<typeof registroDiaSchema>
type CartaoInput = z.input<typeof cartaoPontoSchema>
type MarcacaoInput = NonNullable<RegistroInput['marcacoesOriginais']>[number]

const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const
const WEEKDAYS_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const

let nextId = 1000

export function marcacao(data: string, hora: string, extra: Partial<MarcacaoInput> = {}): MarcacaoInput {
  nextId += 1
  return { id: nextId, hora, data, dataHora: `${data}T${hora}:00`, tipoMarcacao: 'ORIGINAL', ...extra }
}

/** Pairs from a list of times: ['08:00', '12:00', '13:00'] → pair 1 complete, pair 2 with entry only. */
export function pares(data: string, horas: readonly string[]): RegistroInput['marcacoes'] {
  const result: RegistroInput['marcacoes'] = []
  for (let i = 0; i < horas.length; i += 2) {
    const entrada = horas[i]
    const saida = horas[i + 1]
    result.push({
      sequencia: i / 2 + 1,
      entrada: entrada ? marcacao(data, entrada) : null,
      saida: saida ? marcacao(data, saida) : null,
    })
  }
  return result
}

export function registroInput(data: string, overrides: Partial<RegistroInput> = {}): RegistroInput {
  const weekday = new Date(`${data}T12:00:00`).getDay()
  const dia = Number(data.slice(8, 10))
  const horas = weekday === 0 || weekday === 6 ? [] : ['08:00', '12:00', '13:00', '17:00']
  return {
    id: dia,
    idRegistro: 500 + dia,
    dia,
    data,
    diaSemana: WEEKDAYS[weekday] ?? '',
    diaSemanaAbreviado: WEEKDAYS_SHORT[weekday] ?? '',
    sequencia: null,
    modoMarcacao: 'ENTRADA_SAIDA',
    marcacoes: pares(data, horas),
    marcacoesOriginais: [],
    horas: horas.length ? '08:00' : '',
    cargaHoraria: weekday === 0 || weekday === 6 ? '' : '08:00',
    horaExtra: '',
    horaExtra70: '',
    horaExtra100: '',
    horaExtraCustom: '',
    horaExtraTotal: '',
    horaExtraCalculada: '',
    horaExtraIntervalo: '',
    horaExtraNoturna: '',
    horaExtraNoturnaCemPorcento: '',
    falta: '',
    atraso: '',
    saidaAntecipada: '',
    adicionalNoturno: '',
    saldoBanco: '',
    compensacao: '',
    compensacaoMais: '',
    origemBH: null,
    bhExtra: '',
    bhExtra100: '',
    bhExtraNoturna: '',
    bhMenos: '',
    permitidos: '',
    compensados: '',
    descontoDSR: '',
    folga: weekday === 6,
    feriado: false,
    descanso: weekday === 0,
    error: false,
    errorMessage: null,
    inconsistente: false,
    escalaMensal: false,
    escalaSobreAviso: false,
    horaSobreAviso: '',
    quadroHorarioId: 3,
    quadroHorarioTipo: 'FIXO',
    quadroHorarioTipoDescricao: 'Fixo',
    quadroHorarioDescricao: 'Administrativo 08h-17h',
    quadroHorarioResumo: '08:00-12:00 13:00-17:00',
    quadroHorarioEspecial: false,
    codigoHorario: 'ADM01',
    horarioEspecial: false,
    justificar: false,
    idBancoDias: null,
    observacao: null,
    memoriaCalculo: horas.length ? 'Trabalhadas 08:00 = carga 08:00' : null,
    descricaoOcorrencia: null,
    tratamentos: [],
    ...overrides,
  }
}

export const registro = (data: string, overrides: Partial<RegistroInput> = {}): RegistroDia =>
  registroDiaSchema.parse(registroInput(data, overrides))

const competencia = {
  id: 11,
  ano: 2026,
  mes: 11,
  inicio: '2026-11-01',
  fim: '2026-11-30',
  descricao: 'Novembro/2026',
  descricaoCurta: '11/2026',
  fechada: false,
  situacao: 'ABERTA',
}

/** The special days of the month: a holiday, an inconsistent day, one without schedule, treatments. */
function diasEspeciais(): Record<string, Partial<RegistroInput>> {
  return {
    '2026-11-02': {
      feriado: true,
      marcacoes: [],
      horas: '',
      cargaHoraria: '',
      descricaoOcorrencia: 'Feriado (Finados)',
      memoriaCalculo: 'Feriado (Finados)',
    },
    '2026-11-03': {
      marcacoes: [
        { sequencia: 1, entrada: marcacao('2026-11-03', '08:05'), saida: marcacao('2026-11-03', '12:00') },
        {
          sequencia: 2,
          entrada: marcacao('2026-11-03', '13:00', { tipoMarcacao: 'INCLUIDO', tratamento: { motivo: { id: 7 } } }),
          saida: marcacao('2026-11-03', '18:30', { tipoMarcacao: 'PRE_ASSINALADO' }),
        },
      ],
      marcacoesOriginais: [
        marcacao('2026-11-03', '08:05'),
        marcacao('2026-11-03', '12:00'),
        marcacao('2026-11-03', '12:40', { desconsiderada: true }),
        marcacao('2026-11-03', '18:30'),
      ],
      horas: '09:25',
      horaExtraTotal: '01:25',
      horaExtra: '01:25',
      horaExtraCalculada: '01:30',
      saldoBanco: '01:25',
      memoriaCalculo: 'Trabalhadas 09:25 - carga 08:00 = extra 01:25 (50%) enviada ao banco de horas',
      tratamentos: [
        {
          id: 71,
          hora: '01:00',
          ocorrencia: 'I',
          motivo: { id: 7, descricao: 'Esquecimento de marcação' },
          prefixo: 'INC',
          bancoDias: null,
          observacao: 'Marcação incluída a pedido',
          solicitacaoId: 45,
          acaoLoteId: null,
          justificativa: 'Inclusão de marcação',
          tipoJustificativa: 'INCLUIR_MARCACAO',
        },
        {
          id: 72,
          hora: '00:30',
          ocorrencia: 'A',
          motivo: { id: 8, descricao: 'Reunião externa' },
          prefixo: null,
          bancoDias: { id: 2, descricao: 'Folgas eleitorais' },
          observacao: null,
          solicitacaoId: null,
          acaoLoteId: 9,
          tipoJustificativa: 'ABONO',
        },
      ],
    },
    '2026-11-04': {
      marcacoes: pares('2026-11-04', ['08:00', '12:00', '13:00']),
      horas: '04:00',
      falta: '04:00',
      saldoBanco: '-04:00',
      error: true,
      inconsistente: true,
      errorMessage: 'Número ímpar de marcações',
    },
    '2026-11-05': {
      quadroHorarioId: null,
      codigoHorario: null,
      quadroHorarioDescricao: null,
      inconsistente: true,
      marcacoes: [],
      horas: '',
    },
    '2026-11-06': {
      marcacoes: pares('2026-11-06', ['08:20', '12:00', '13:00', '20:30']),
      horas: '11:10',
      atraso: '00:20',
      horaExtraTotal: '03:30',
      horaExtra: '02:00',
      horaExtra70: '01:30',
      horaExtraNoturna: '00:30',
      adicionalNoturno: '00:30',
      compensacao: '-00:20',
    },
  }
}

function registrosDoMes(dias: number): CartaoInput['manutencaoDTO']['registros'] {
  const especiais = diasEspeciais()
  const registros: CartaoInput['manutencaoDTO']['registros'] = {}
  for (let dia = 1; dia <= dias; dia += 1) {
    const data = `2026-11-${String(dia).padStart(2, '0')}`
    const input = registroInput(data, especiais[data])
    registros[data] = { registro: input, error: input.errorMessage ?? null }
  }
  return registros
}

/**
 * How many days of November the card holds. Ten by default: the Sunday, the holiday, the special days, a weekend
 * and plain weekdays (10/11), which is what most tests look at; a grid of ten rows renders three times faster than
 * the month. Tests about the month as a whole ask for `MES`.
 */
export interface PeriodoFixture {
  dias?: number
}
export const MES: PeriodoFixture = { dias: 30 }

export function cartaoInput({ dias = 10 }: PeriodoFixture = {}): CartaoInput {
  return {
    config: {
      cartaoPonto: {},
      tipoSolicitacaoIncluirMarcacao: { id: 1, descricao: 'Incluir marcação' },
      tipoSolicitacaoCompensarBancoHoras: { id: 2, descricao: 'Compensar banco de horas' },
      utilizaHoraExtraIntervalo: true,
    },
    observacao: null,
    competencia,
    funcionario: {
      id: 1,
      nome: 'Fernanda Funcionária',
      nomeOrNomeSocial: 'Fernanda Funcionária',
      matricula: '1001',
      cpf: '52998224725',
      ativo: true,
      inconsistente: true,
      controlaPonto: true,
      permiteHoraExtra: true,
      empresaId: 1,
      cargos: [{ id: 1, descricaoComCodigo: '10 - Auxiliar Administrativo' }],
      departamentos: [{ id: 1, descricao: 'Administração' }],
      locaisTrabalho: [{ id: 1, descricao: 'Paço Municipal' }],
      classes: [{ id: 1, descricao: 'Efetivo (Estatutario)' }],
      quadrosHorario: [{ id: 3, codigo: 'ADM01', descricao: 'Administrativo 08h-17h' }],
    },
    movimentacaoRH: [
      {
        id: 31,
        tipoMovimentacaoDescricao: 'Afastamento',
        movimentacao: 'AFASTAMENTO',
        dataInicio: '2026-11-23',
        dataFim: '2026-11-24',
        observacao: 'Atestado de 2 dias',
        descricaoAfastamento: 'Doença',
        dataRescisao: null,
      },
    ],
    bancoDiasResumo: [
      { bancoId: 2, bancoDescricao: 'Folgas eleitorais', saldoInicial: 2, saldoBancoMais: 1, saldoBancoMenos: 1, saldoBancoFinal: 2 },
    ],
    bancoCompensacaoResumo: {
      descricao: 'Compensação semestral',
      tipo: 'COMPETENCIAS',
      inicio: '2026-07-01',
      fim: '2026-12-31',
      apenasLancamentoManual: false,
      vencimentos: [],
      competencias: [
        {
          mes: 10, ano: 2026, saldoInicial: '00:00', mais: '02:00', maisManual: '00:30', maisTotal: '02:30',
          menos: '01:00', menosManual: '00:00', menosTotal: '01:00', saldoFinal: '01:30', validoAte: '2027-04-30',
        },
      ],
    },
    bancoCompensacaoLancamentoManualResumo: null,
    aceitePendente: [],
    manutencaoDTO: {
      registros: registrosDoMes(dias),
      totalHoras: '160:35',
      totalHoraExtra: '03:25',
      totalHoraExtraNoturna: '00:30',
      totalHoraExtraNoturnaCemPorcento: '00:00',
      totalHoraExtra100: '00:00',
      totalHoraExtra70: '01:30',
      totalHoraExtraCustom: '00:45',
      totalHoraExtraGeral: '04:55',
      totalHorasNegativasGeral: '-04:20',
      totalHorasGeral: '-02:15',
      totalHoraSobreAviso: '00:00',
      totalFalta: '04:00',
      totalAtraso: '00:20',
      totalSaidaAntecipada: '',
      totalCompensados: '00:10',
      totalPermitidos: '00:15',
      totalDescontoDSR: '08:00',
      totalDiasFalta: 1,
      totalHoraExtraIntervalo: '00:05',
      totalAdicionalNoturno: '00:30',
      exibirHorasExtrasCalculadas: true,
      exibirCargaHoraria: true,
      horaExtraCustomLabel: 'Extra Domingo',
      bloqueado: false,
      tresMarcacoes: false,
      quatroMarcacoes: false,
      hoje: null,
      existeBancoDias: true,
      existeBancoHoras: true,
      existeBancoCompensacao: true,
      totalLancamentoBancoMais: '02:00',
      totalLancamentoBancoMenos: '01:00',
      totalSaldoBancoInicial: '10:00',
      totalSaldoBancoMais: '01:25',
      totalSaldoBancoMenos: '-04:00',
      totalSaldoBancoPago: '00:00',
      totalSaldoBancoFinal: '08:25',
      totalSaldoBancoMenosDiaAtual: '08:10',
      bancoHorasDescricao: 'Banco de horas geral',
      bancoHorasId: 4,
    },
  }
}

type DeepPartialCartao = {
  [K in keyof CartaoInput]?: CartaoInput[K] extends object ? Partial<CartaoInput[K]> : CartaoInput[K]
}

/** The fixture card with shallow overrides per block (config, funcionario, manutencaoDTO, ...). */
export function cartaoFixture(overrides: DeepPartialCartao = {}, periodo: PeriodoFixture = {}): CartaoPonto {
  const base = cartaoInput(periodo)
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(overrides)) {
    const current = (base as Record<string, unknown>)[key]
    merged[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? { ...current, ...value }
        : value
  }
  return cartaoPontoSchema.parse(merged)
}

/** The card with the punches of day `data` replaced (pairs in order: ['08:00', '12:00', …]). */
export function comMarcacoes(cartao: CartaoPonto, data: string, horas: readonly string[]): CartaoPonto {
  const { registros } = cartao.manutencaoDTO
  const dia = registros[data]
  if (!dia) throw new Error(`the card has no ${data}`)
  const registroDoDia = registroDiaSchema.parse({ ...dia.registro, marcacoes: pares(data, horas) })
  return { ...cartao, manutencaoDTO: { ...cartao.manutencaoDTO, registros: { ...registros, [data]: { ...dia, registro: registroDoDia } } } }
}

/** A card whose company disabled these fields (TC-084). */
export function cartaoComCamposDesabilitados(...campos: Array<keyof ConfiguracaoCampos>): CartaoPonto {
  return cartaoFixture({
    config: { cartaoPonto: Object.fromEntries(campos.map((c) => [c, { enabled: false }])) },
  })
}

const base = { userid: 'u', email: 'x@ponto.local', celular: '11987650000' }

/** Sessions shaped like the demo users (mock/idp/demo-users.ts). */
export const SESSOES = {
  rh: {
    ...base, username: 'rh', cpf: '39053344705', groups: ['rh'],
    permissions: [
      'front_manutencao_visualizar', 'front_manutencao', 'front_manutencao_propria', 'front_ver_extra_calculada',
      'front_horariotrabalho', 'front_bancohoras_lancamento', 'front_bancodias_lancamento', 'front_solicitacao',
      'front_acoeslote', 'front_funcionario_visualizar', 'front_bancocompensacao_lancamento',
    ],
  },
  admin: {
    ...base, username: 'admin', cpf: '11144477735', groups: ['administrador'],
    permissions: ['front_manutencao_visualizar', 'front_manutencao', 'front_horariotrabalho'],
  },
  responsavel: {
    ...base, username: 'responsavel', cpf: '86288366757', groups: ['responsavel'],
    permissions: ['front_manutencao_visualizar', 'front_manutencao', 'front_funcionario_visualizar', 'front_solicitacao'],
  },
  supervisor: {
    ...base, username: 'supervisor', cpf: '71428793860', groups: ['supervisor'],
    permissions: ['front_manutencao_visualizar', 'front_funcionario_visualizar'],
  },
  funcionario: {
    ...base, username: '52998224725', cpf: '52998224725', groups: ['usuario'],
    permissions: ['front_manutencao_visualizar', 'front_solicitacao'],
  },
} satisfies Record<string, Sessao>
