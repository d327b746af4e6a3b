import { z } from 'zod/mini'
import { documentar } from '../documentar'

/**
 * Contract of GET /api/cartaoponto (doc1 §3, TC-204..TC-217). Durations travel as 'hh:mm' strings
 * ('-01:30' when negative, '' when the field does not apply); dates as ISO 'YYYY-MM-DD'.
 */
const hhmm = z.string()
const nullableString = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => v ?? null),
)
// The docs describe the text or null it reads as (zod-openapi cannot describe a transform's output).
documentar(nullableString, { override: { type: ['string', 'null'] } })

export const TIPOS_MARCACAO = ['ORIGINAL', 'INCLUIDO', 'PRE_ASSINALADO'] as const

export const TIPOS_JUSTIFICATIVA = [
  'ABONO', 'ABONO_ENTRADA', 'ABONO_SAIDA', 'JUSTIFICATIVA', 'HORA_EXTRA', 'HORA_EXTRA_ENTRADA', 'HORA_EXTRA_SAIDA',
  'BANCO_DE_DIAS_DEBITO', 'BANCO_DE_DIAS_CREDITO', 'BANCO_DE_HORAS_DEBITO', 'BANCO_DE_HORAS_DEBITO_ENTRADA',
  'BANCO_DE_HORAS_DEBITO_SAIDA', 'BANCO_DE_HORAS_CREDITO', 'INCLUIR_MARCACAO',
] as const

/** TC-210 */
export const marcacaoSchema = z.object({
  id: z.number(),
  hora: z.string(),
  data: z.string(),
  dataHora: z.string(),
  tipoMarcacao: z.enum(TIPOS_MARCACAO),
  /** Original punches that a treatment disregarded (never deleted, Portaria 671). */
  desconsiderada: z._default(z.boolean(), false),
  tratamento: z._default(
    z.nullable(z.object({ motivo: z.object({ id: z.number(), descricao: z.optional(z.string()) }) })),
    null,
  ),
})

/** A slot of the grid: pair `sequencia` (1..4, TC-073) with its entry and exit punches. */
export const parMarcacaoSchema = z.object({
  sequencia: z.number().check(z.int(), z.minimum(1), z.maximum(4)),
  entrada: z.nullable(marcacaoSchema),
  saida: z.nullable(marcacaoSchema),
})

/** TC-211 */
export const tratamentoSchema = z.object({
  id: z.number(),
  hora: hhmm,
  ocorrencia: z.string(),
  motivo: z.object({ id: z.number(), descricao: z.string() }),
  prefixo: nullableString,
  bancoDias: z._default(z.nullable(z.object({ id: z.number(), descricao: z.string() })), null),
  observacao: nullableString,
  movimentacao: z._default(z.boolean(), false),
  solicitacaoId: z._default(z.nullable(z.number()), null),
  acaoLoteId: z._default(z.nullable(z.number()), null),
  justificativa: nullableString,
  tipoJustificativa: z.enum(TIPOS_JUSTIFICATIVA),
})

/** TC-209 */
export const registroDiaSchema = z.object({
  id: z.nullable(z.number()),
  idRegistro: z.nullable(z.number()),
  dia: z.number(),
  data: z.string(),
  diaSemana: z.string(),
  diaSemanaAbreviado: z.string(),
  sequencia: z.nullable(z.number()),
  modoMarcacao: z.nullable(z.string()),
  marcacoes: z.array(parMarcacaoSchema),
  marcacoesOriginais: z.array(marcacaoSchema),
  horas: hhmm,
  cargaHoraria: hhmm,
  horaExtra: hhmm,
  horaExtra70: hhmm,
  horaExtra100: hhmm,
  horaExtraCustom: hhmm,
  horaExtraTotal: hhmm,
  horaExtraCalculada: hhmm,
  horaExtraIntervalo: hhmm,
  /** Art. 66 / OJ 355 SDI-1: the minutes of the 11 h rest between shifts not given, paid as overtime (in horaExtraTotal). */
  horaExtraInterjornada: z._default(hhmm, ''),
  horaExtraNoturna: hhmm,
  horaExtraNoturnaCemPorcento: hhmm,
  falta: hhmm,
  atraso: hhmm,
  saidaAntecipada: hhmm,
  adicionalNoturno: hhmm,
  saldoBanco: hhmm,
  compensacao: hhmm,
  compensacaoMais: hhmm,
  origemBH: nullableString,
  bhExtra: hhmm,
  bhExtra100: hhmm,
  bhExtraNoturna: hhmm,
  bhMenos: hhmm,
  permitidos: hhmm,
  compensados: hhmm,
  descontoDSR: hhmm,
  folga: z.boolean(),
  feriado: z.boolean(),
  descanso: z.boolean(),
  error: z.boolean(),
  errorMessage: nullableString,
  inconsistente: z.boolean(),
  escalaMensal: z.boolean(),
  escalaSobreAviso: z.boolean(),
  horaSobreAviso: hhmm,
  quadroHorarioId: z.nullable(z.number()),
  quadroHorarioTipo: nullableString,
  quadroHorarioTipoDescricao: nullableString,
  quadroHorarioDescricao: nullableString,
  quadroHorarioResumo: nullableString,
  quadroHorarioEspecial: z.boolean(),
  codigoHorario: nullableString,
  horarioEspecial: z.boolean(),
  justificar: z.boolean(),
  idBancoDias: z.nullable(z.number()),
  observacao: nullableString,
  /** The calculation memory column (TC-076): how the figures of the day came out. */
  memoriaCalculo: nullableString,
  /** Holiday name or HR movement of the day, shown in the occurrence column. */
  descricaoOcorrencia: nullableString,
  tratamentos: z.array(tratamentoSchema),
})

/** TC-205: the day records keyed by date, each with its current record and error. */
export const diaManutencaoSchema = z.object({
  registro: registroDiaSchema,
  error: nullableString,
})

/** TC-213 */
export const movimentacaoRhSchema = z.object({
  id: z.number(),
  tipoMovimentacaoDescricao: z.string(),
  movimentacao: z.string(),
  dataInicio: z.string(),
  dataFim: nullableString,
  observacao: nullableString,
  descricaoAfastamento: nullableString,
  dataRescisao: nullableString,
})

/** TC-215 */
export const bancoDiasResumoSchema = z.object({
  bancoId: z.number(),
  bancoDescricao: z.string(),
  saldoInicial: z.number(),
  saldoBancoMais: z.number(),
  saldoBancoMenos: z.number(),
  saldoBancoFinal: z.number(),
})

/** TC-216 */
export const bancoCompensacaoResumoSchema = z.object({
  descricao: z.string(),
  tipo: z.enum(['COMPETENCIAS', 'DIAS']),
  inicio: z.string(),
  fim: nullableString,
  apenasLancamentoManual: z.boolean(),
  vencimentos: z.array(z.object({ vencimento: z.string(), saldo: hhmm })),
  competencias: z.array(
    z.object({
      mes: z.number(),
      ano: z.number(),
      saldoInicial: hhmm,
      mais: hhmm,
      maisManual: hhmm,
      maisTotal: hhmm,
      menos: hhmm,
      menosManual: hhmm,
      menosTotal: hhmm,
      saldoFinal: hhmm,
      validoAte: nullableString,
    }),
  ),
})

const campoSchema = z._default(z.object({ enabled: z._default(z.boolean(), true) }), { enabled: true })

/** TC-084/085: the company's time card field configuration; a missing field is enabled. */
export const configuracaoCamposSchema = z.object({
  adicionalNoturno: campoSchema,
  horaExtraNoturna: campoSchema,
  horaExtraNoturna100: campoSchema,
  horaExtra50: campoSchema,
  horaExtra70: campoSchema,
  horaExtra100: campoSchema,
  falta: campoSchema,
  atraso: campoSchema,
  saidaAntecipada: campoSchema,
  permitidos: campoSchema,
  compensados: campoSchema,
  descontoDSR: campoSchema,
  horaExtraIntervalo: campoSchema,
  memoriaCalculo: campoSchema,
})

const tipoSolicitacaoRef = z._default(z.nullable(z.object({ id: z.number(), descricao: z.string() })), null)

/** TC-206, TC-207, TC-208 */
export const manutencaoSchema = z.object({
  registros: z.record(z.string(), diaManutencaoSchema),
  totalHoras: hhmm,
  totalHoraExtra: hhmm,
  totalHoraExtraNoturna: hhmm,
  totalHoraExtraNoturnaCemPorcento: hhmm,
  totalHoraExtra100: hhmm,
  totalHoraExtra70: hhmm,
  totalHoraExtraCustom: hhmm,
  totalHoraExtraGeral: hhmm,
  totalHorasNegativasGeral: hhmm,
  totalHorasGeral: hhmm,
  totalHoraSobreAviso: hhmm,
  totalFalta: hhmm,
  totalAtraso: hhmm,
  totalSaidaAntecipada: hhmm,
  totalCompensados: hhmm,
  totalPermitidos: hhmm,
  totalDescontoDSR: hhmm,
  totalDiasFalta: z.number(),
  totalHoraExtraIntervalo: hhmm,
  /** The month's horaExtraInterjornada (in totalHoraExtraGeral). Both optional on the wire: absent is none. */
  totalHoraExtraInterjornada: z._default(hhmm, ''),
  totalAdicionalNoturno: hhmm,
  exibirHorasExtrasCalculadas: z.boolean(),
  exibirCargaHoraria: z.boolean(),
  horaExtraCustomLabel: nullableString,
  bloqueado: z.boolean(),
  tresMarcacoes: z.boolean(),
  quatroMarcacoes: z.boolean(),
  /** TC-217: only for the current competence. */
  hoje: z._default(
    z.nullable(z.object({ previsaoSaida: nullableString, marcacoesAtuais: z.array(z.object({ hora: z.string() })) })),
    null,
  ),
  existeBancoDias: z.boolean(),
  existeBancoHoras: z.boolean(),
  existeBancoCompensacao: z.boolean(),
  totalLancamentoBancoMais: hhmm,
  totalLancamentoBancoMenos: hhmm,
  totalSaldoBancoInicial: hhmm,
  totalSaldoBancoMais: hhmm,
  totalSaldoBancoMenos: hhmm,
  totalSaldoBancoPago: hhmm,
  totalSaldoBancoFinal: hhmm,
  totalSaldoBancoMenosDiaAtual: hhmm,
  bancoHorasDescricao: nullableString,
  bancoHorasId: z.nullable(z.number()),
})

export const competenciaRefSchema = z.object({
  id: z.number(),
  ano: z.number(),
  mes: z.number(),
  inicio: z.string(),
  fim: z.string(),
  descricao: z.string(),
  descricaoCurta: z.string(),
  fechada: z.boolean(),
  situacao: z.string(),
})

const refDescricao = z.object({ id: z.number(), descricao: z.string() })

/** The employee block of the response (doc1 §3 Employee). */
export const funcionarioCartaoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  nomeOrNomeSocial: z.string(),
  matricula: nullableString,
  cpf: z.string(),
  ativo: z.boolean(),
  inconsistente: z.boolean(),
  controlaPonto: z.boolean(),
  permiteHoraExtra: z.boolean(),
  empresaId: z.number(),
  cargos: z.array(z.object({ id: z.number(), descricaoComCodigo: z.string() })),
  departamentos: z.array(refDescricao),
  locaisTrabalho: z.array(refDescricao),
  classes: z.array(refDescricao),
  quadrosHorario: z.array(z.object({ id: z.number(), codigo: z.string(), descricao: z.string() })),
})

/** TC-204 */
export const cartaoPontoSchema = z.object({
  config: z.object({
    cartaoPonto: configuracaoCamposSchema,
    tipoSolicitacaoIncluirMarcacao: tipoSolicitacaoRef,
    tipoSolicitacaoCompensarBancoHoras: tipoSolicitacaoRef,
    utilizaHoraExtraIntervalo: z.boolean(),
  }),
  observacao: nullableString,
  competencia: competenciaRefSchema,
  funcionario: funcionarioCartaoSchema,
  movimentacaoRH: z.array(movimentacaoRhSchema),
  bancoDiasResumo: z.array(bancoDiasResumoSchema),
  bancoCompensacaoResumo: z.nullable(bancoCompensacaoResumoSchema),
  bancoCompensacaoLancamentoManualResumo: z.nullable(bancoCompensacaoResumoSchema),
  aceitePendente: z.array(z.object({ competencia: competenciaRefSchema })),
  manutencaoDTO: manutencaoSchema,
})

documentar(cartaoPontoSchema, { id: 'CartaoPonto' })

export type CartaoPonto = z.infer<typeof cartaoPontoSchema>
export type Manutencao = z.infer<typeof manutencaoSchema>
export type RegistroDia = z.infer<typeof registroDiaSchema>
export type Marcacao = z.infer<typeof marcacaoSchema>
export type ParMarcacao = z.infer<typeof parMarcacaoSchema>
export type Tratamento = z.infer<typeof tratamentoSchema>
export type MovimentacaoRh = z.infer<typeof movimentacaoRhSchema>
export type BancoDiasResumo = z.infer<typeof bancoDiasResumoSchema>
export type BancoCompensacaoResumo = z.infer<typeof bancoCompensacaoResumoSchema>
export type ConfiguracaoCampos = z.infer<typeof configuracaoCamposSchema>
export type TipoJustificativa = (typeof TIPOS_JUSTIFICATIVA)[number]
