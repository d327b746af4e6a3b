import { z } from 'zod/mini'
import {
  MSG_BANCO_DIAS_OBRIGATORIO,
  MSG_CONVERSAO_HORARIO_MAXIMO,
  MSG_HORARIO_MAXIMO,
  MSG_HORARIO_OBRIGATORIO,
  MSG_MOTIVO_OBRIGATORIO,
  MSG_TIPO_JUSTIFICATIVA_OBRIGATORIO,
  preencherMensagem,
} from '../../../config/mensagens'
import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'
import { NAO_NULO } from '../esquemas'
import {
  HORA_MAXIMA,
  dataDoCorpo,
  horasDoCorpo,
  idsDoCartaoCorpo,
  inteiroObrigatorio,
  inteiroOpcional,
  modoMarcacaoDoCorpo,
  quandoValidos,
  sequenciaDoCorpo,
  textoOpcional,
  umDe,
  umDeOpcional,
} from '../cartao'
import { TIPOS_JUSTIFICATIVA, TIPOS_MARCACAO } from './cartaoponto.schema'
import { documentar } from '../documentar'

/**
 * TC-100..103: a punch included at a slot (pair `sequencia`, ENTRADA or SAIDA) of a day, or the punch `idMarcacao`
 * altered. The day within the card's competence and the reason existing are the backend's.
 */
export const marcacaoCamposCorpo = {
  idRegistro: inteiroOpcional(),
  idMarcacao: inteiroOpcional(),
  data: dataDoCorpo({ estrita: true }),
  hora: horasDoCorpo({ obrigatoria: MSG_HORARIO_OBRIGATORIO }),
  idMotivo: inteiroObrigatorio(MSG_MOTIVO_OBRIGATORIO),
  sequencia: sequenciaDoCorpo(),
  modoMarcacao: modoMarcacaoDoCorpo(),
  tipoJustificativa: umDeOpcional(['INCLUIR_MARCACAO'], 'deve ser INCLUIR_MARCACAO'),
}
export const marcacaoCorpoSchema = z.object({ ...idsDoCartaoCorpo, ...marcacaoCamposCorpo })
documentar(marcacaoCorpoSchema, { id: 'MarcacaoCorpo' })
export type MarcacaoCorpo = z.input<typeof marcacaoCorpoSchema>

/** The punch now at the slot. */
export const marcacaoIncluidaSchema = z.object({
  id: z.number(),
  idRegistro: z.number(),
  data: z.string(),
  hora: z.string(),
  dataHora: z.string(),
  tipoMarcacao: z.enum(TIPOS_MARCACAO),
  sequencia: z.nullish(z.number()),
  desconsiderada: z.boolean(),
  motivoId: z.nullable(z.number()),
})
documentar(marcacaoIncluidaSchema, { id: 'MarcacaoIncluida' })

/** Where the amount a conversion dialog turns into a justification comes from (TC-147..149). */
export const ORIGENS_CONVERSAO = ['HORA_EXTRA', 'HORA_EXTRA_CALCULADA', 'FALTA', 'BANCO_DE_HORAS'] as const
export type OrigemConversao = (typeof ORIGENS_CONVERSAO)[number]

/**
 * TC-114..116 (a day justified) and TC-150..164 (an amount converted: origemConversao and horasTotal, the whole
 * amount, which also bounds horas). The hours up to 24:00; the day bank required for a day bank type; the day
 * within the card's competence and the reason and bank existing are the backend's.
 */
export const justificativaCamposCorpo = {
  idRegistro: inteiroOpcional(),
  data: dataDoCorpo({ estrita: true }),
  tipoJustificativa: umDe(TIPOS_JUSTIFICATIVA, MSG_TIPO_JUSTIFICATIVA_OBRIGATORIO),
  origemConversao: umDeOpcional(ORIGENS_CONVERSAO, `deve ser um de ${ORIGENS_CONVERSAO.join(', ')}`),
  horasTotal: horasDoCorpo({ maximo: Number.POSITIVE_INFINITY }),
  horas: horasDoCorpo({ maximo: Number.POSITIVE_INFINITY }),
  idMotivo: inteiroObrigatorio(MSG_MOTIVO_OBRIGATORIO),
  idBancoDias: inteiroOpcional(),
  observacao: textoOpcional(500, { naoTexto: 'deve ser um texto' }),
}
const hhmm = (minutos: number) => `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`

interface Justificativa {
  tipoJustificativa: string
  origemConversao?: string | null
  horasTotal?: number | null
  horas?: number | null
  idBancoDias?: number | null
}

/**
 * A conversion needs its whole amount, which bounds the hours (24:00 does in any case: TC-154); a day bank type
 * needs its day bank.
 */
const regrasDaJustificativa = [
  z.refine<Justificativa>((j) => !j.origemConversao || j.horasTotal != null, {
    error: NAO_NULO,
    path: ['horasTotal'],
    when: quandoValidos('origemConversao', 'horasTotal'),
  }),
  z.superRefine(
    (j: Justificativa, ctx) => {
      const maximo = Math.min(HORA_MAXIMA, j.origemConversao && j.horasTotal != null ? j.horasTotal : HORA_MAXIMA)
      if (j.horas == null || j.horas <= maximo) return
      const message = maximo === HORA_MAXIMA ? MSG_HORARIO_MAXIMO : preencherMensagem(MSG_CONVERSAO_HORARIO_MAXIMO, { max: hhmm(maximo) })
      ctx.addIssue({ code: 'custom', message, path: ['horas'], input: j.horas })
    },
    { when: quandoValidos('origemConversao', 'horasTotal', 'horas') },
  ),
  z.refine<Justificativa>((j) => !j.tipoJustificativa.startsWith('BANCO_DE_DIAS') || j.idBancoDias != null, {
    error: MSG_BANCO_DIAS_OBRIGATORIO,
    path: ['idBancoDias'],
    when: quandoValidos('tipoJustificativa', 'idBancoDias'),
  }),
]

export const justificativaCamposSchema = z.object(justificativaCamposCorpo).check(...regrasDaJustificativa)
export const justificarCorpoSchema = z.object({ ...idsDoCartaoCorpo, ...justificativaCamposCorpo }).check(...regrasDaJustificativa)
documentar(justificarCorpoSchema, { id: 'JustificarCorpo' })
export type JustificarCorpo = z.input<typeof justificarCorpoSchema>

/** The treatments the justification created (a partly paid hour bank also credits the rest: TC-163/164). */
export const tratamentoCriadoSchema = z.object({
  id: z.number(),
  registroId: z.number(),
  tipoJustificativa: z.enum(TIPOS_JUSTIFICATIVA),
  ocorrencia: z.string(),
  horas: z.nullable(z.string()),
  motivoId: z.number(),
  bancoDiasId: z.nullable(z.number()),
  observacao: z.nullable(z.string()),
  solicitacaoId: z.nullable(z.number()),
  acaoLoteId: z.nullable(z.number()),
  movimentacaoId: z.nullable(z.number()),
})
documentar(tratamentoCriadoSchema, { id: 'TratamentoCriado' })

/** TC-123: the day made a day off (its register created when the day has none yet); the day in a competence (the backend's). */
export const folgaConsultaForma = {
  data: dataDoCorpo(),
  idFuncionario: inteiroObrigatorio(NAO_NULO, NAO_NULO),
  idRegistro: inteiroOpcional(),
}

export const registrosEndpoints = definirEndpoints(() => ({
  'POST /api/registros/recalcular/:competencia/:funcionario': { acesso: algum('front_manutencao'), requisitos: ['TC-046'] },
  'POST /api/registros': {
    acesso: COM_PAPEL,
    requisitos: ['TC-100'],
    corpo: marcacaoCorpoSchema,
    resposta: marcacaoIncluidaSchema,
  },
  'POST /api/registros/:idRegistro/marcacoes/:idMarcacao/desconsiderar': { acesso: COM_PAPEL, requisitos: ['TC-106'] },
  'POST /api/registros/:idRegistro/marcacoes/:idMarcacao/desconsiderar/:idMotivo': { acesso: COM_PAPEL, requisitos: ['TC-106'] },
  'POST /api/registros/:idRegistro/marcacoes/:idMarcacao/move/:novaSequencia/:modoMarcacao': {
    acesso: COM_PAPEL,
    requisitos: ['TC-110'],
    consulta: z.object({ dataDestino: z.optional(z.iso.date()), idregistrodestino: z.optional(z.number()) }),
  },
  /** Issue 14: the day's punches put in time order (docs/api-extensions.md). */
  'POST /api/registros/:idRegistro/ordenar': { acesso: COM_PAPEL, origem: 'extensao' },
  'POST /api/registros/folga': {
    acesso: COM_PAPEL,
    requisitos: ['TC-123'],
    consulta: z.object(folgaConsultaForma),
  },
  'POST /api/registros/:id/especial': { acesso: COM_PAPEL, requisitos: ['TC-125'] },
  'POST /api/registros/:id/restaurar': { acesso: COM_PAPEL, requisitos: ['TC-126'] },
  'DELETE /api/registros/:id': { acesso: COM_PAPEL, requisitos: ['TC-129'] },
  'POST /api/registros/justificar': {
    acesso: COM_PAPEL,
    requisitos: ['TC-116'],
    corpo: justificarCorpoSchema,
    resposta: z.array(tratamentoCriadoSchema),
  },
}))
