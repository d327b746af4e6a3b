import { z } from 'zod/mini'
import {
  MSG_BANCO_DIAS_OBRIGATORIO,
  MSG_DATA_FINAL_OBRIGATORIA,
  MSG_DATA_INICIAL_OBRIGATORIA,
  MSG_MOTIVO_OBRIGATORIO,
  MSG_QUADRO_OBRIGATORIO,
  MSG_TIPO_JUSTIFICATIVA_OBRIGATORIO,
} from '../../../config/mensagens'
import { algum, definirEndpoints } from '../endpoint'
import { paginaSpring } from '../esquemas'
import { dataDoCorpo, diasEntre, horasDoCorpo, idDe, quandoValidos, referenciaDoCorpo, umDe } from '../cartao'
import { TIPOS_JUSTIFICATIVA } from './cartaoponto.schema'
import { documentar } from '../documentar'

const ref = z.object({ id: z.number(), descricao: z.string() })

/** An employee of the batch list (BATCH-001): the search summary with the department and position in force. */
export const funcionarioLoteSchema = z.object({
  id: z.number(),
  matricula: z.nullable(z.string()),
  nome: z.string(),
  nomeOrNomeSocial: z.string(),
  ativo: z.boolean(),
  controlaPonto: z.boolean(),
  departamento: z.nullable(ref),
  cargo: z.nullable(ref),
})
documentar(funcionarioLoteSchema, { id: 'FuncionarioLote' })
export type FuncionarioLote = z.infer<typeof funcionarioLoteSchema>

export const TIPOS_ACAO_LOTE = [
  'JUSTIFICAR',
  'ALTERAR_FUNCIONARIOS',
  'VINCULAR_QUADRO_HORARIO',
  'VINCULAR_BANCO_HORAS',
  'VINCULAR_BANCO_COMPENSACAO',
  'VINCULAR_QUADRO_HORARIO_ESPECIAL',
  'ABONO_PONTO_FACULTATIVO',
] as const

/** A batch action done, as listed on /acoes-lote. */
export const acaoLoteResumoSchema = z.object({
  id: z.number(),
  tipo: z.string(),
  descricao: z.string(),
  dataHora: z.string(),
  usuario: z.string(),
  dataInicial: z.nullable(z.string()),
  dataFinal: z.nullable(z.string()),
  quantidadeFuncionarios: z.number(),
})
documentar(acaoLoteResumoSchema, { id: 'AcaoLoteResumo' })
export type AcaoLoteResumo = z.infer<typeof acaoLoteResumoSchema>

/** One batch action (/acoes-lote/{id}/view): what was applied, to whom, and how many treatments carry its id. */
export const acaoLoteDetalheSchema = z.object({
  ...acaoLoteResumoSchema.shape,
  parametros: z.array(z.object({ label: z.string(), valor: z.string() })),
  funcionarios: z.array(funcionarioLoteSchema),
  tratamentos: z.number(),
})
documentar(acaoLoteDetalheSchema, { id: 'AcaoLoteDetalhe' })
export type AcaoLoteDetalhe = z.infer<typeof acaoLoteDetalheSchema>

export const MSG_SELECIONE_FUNCIONARIO = 'Selecione ao menos um funcionário'
export const MSG_FUNCIONARIO_INVALIDO = 'Funcionário inválido'

/** BATCH-001: the employee filter of the batch list (text, the lookup ids, the tri-state flags 'true' / 'false'). */
export const filtroLoteCorpoSchema = z.record(z.string(), z.union([z.string(), z.number()]))
documentar(filtroLoteCorpoSchema, { id: 'FiltroLoteCorpo' })

const listaDeIds = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])
/** The docs describe the ids the pipes read (zod-openapi describes a pipe by its input). */
const idsDoLoteDoc = () => ({
  type: 'array' as const,
  minItems: 1,
  items: { anyOf: [{ type: 'integer' as const }, { type: 'object' as const, properties: { id: { type: 'integer' as const } } }] },
})

/** The employees chosen: ids or `{id}`, at least one; an id naming no whole number is null (it names no one). */
export const funcionariosSelecionados = z.pipe(
  z.unknown().check(z.refine((v) => listaDeIds(v).length > 0, { error: MSG_SELECIONE_FUNCIONARIO })),
  z.transform((v) => listaDeIds(v).map(idDe)),
)
documentar(funcionariosSelecionados, { override: idsDoLoteDoc() })

/** The employees chosen, each id a whole number ('Funcionário inválido'). */
export const funcionariosDoLote = z.pipe(
  funcionariosSelecionados,
  z.pipe(
    z.array(z.nullable(z.number())).check(z.refine((ids) => ids.every((id) => id !== null), { error: MSG_FUNCIONARIO_INVALIDO })),
    z.transform((ids) => ids.filter((id) => id !== null)),
  ),
)
documentar(funcionariosDoLote, { override: idsDoLoteDoc() })

/** BATCH-009's list of ids: at least one; who exists and whom the user sees are the backend's. */
export const selecaoListaSchema = z.object({ funcionarios: funcionariosSelecionados })

/**
 * BATCH-009: who a batch call is for. Either `funcionarios` (ids or `{id}`), or `allChecked: true` with the list's
 * `filtro` and the employees unchecked since (`excluidos`). Who exists and whom the user sees are the backend's.
 */
export const selecaoLoteForma = {
  funcionarios: z.optional(funcionariosSelecionados),
  allChecked: z.optional(z.boolean()),
  filtro: z.optional(filtroLoteCorpoSchema),
  excluidos: z.optional(z.array(z.number())),
}

const dataInicial = dataDoCorpo({ obrigatoria: MSG_DATA_INICIAL_OBRIGATORIA })
const dataFinal = dataDoCorpo({ obrigatoria: MSG_DATA_FINAL_OBRIGATORIA })

export const MSG_PERIODO_LOTE = 'A Data Final deve ser igual ou posterior a Data Inicial'
export const PERIODO_MAXIMO_LOTE = 366
export const MSG_PERIODO_LONGO_LOTE = `O período deve ter no máximo ${PERIODO_MAXIMO_LOTE} dias`

interface Periodo {
  dataInicial: string
  dataFinal: string
}
const dasDatas = quandoValidos('dataInicial', 'dataFinal')
/** A batch period: the final day on or after the first, at most 366 days (each day in a competence: the backend's). */
const periodoDoLote = [
  z.refine<Periodo>((p) => p.dataFinal >= p.dataInicial, { error: MSG_PERIODO_LOTE, path: ['dataFinal'], when: dasDatas }),
  z.refine<Periodo>((p) => p.dataFinal < p.dataInicial || diasEntre(p.dataInicial, p.dataFinal) <= PERIODO_MAXIMO_LOTE, {
    error: MSG_PERIODO_LONGO_LOTE,
    path: ['dataFinal'],
    when: dasDatas,
  }),
]

/** A day bank type (BANCO_DE_DIAS_*) needs its day bank. */
const bancoDiasDoTipo = z.refine<{ tipoJustificativa: string; idBancoDias?: number | null }>(
  (j) => !j.tipoJustificativa.startsWith('BANCO_DE_DIAS') || j.idBancoDias != null,
  { error: MSG_BANCO_DIAS_OBRIGATORIO, path: ['idBancoDias'], when: quandoValidos('tipoJustificativa', 'idBancoDias') },
)

/**
 * BATCH-004 / TC-124 (and BATCH-007): a schedule linked to each day of a period (the final day on or after the first,
 * at most 366 days, each in a competence) for each employee; every card touched must be editable (the backend's).
 */
export const vinculoQuadroForma = {
  quadroHorarioVincular: referenciaDoCorpo(MSG_QUADRO_OBRIGATORIO),
  dataInicial,
  dataFinal,
}
/** The body as a schedule link reads it once the selection is ids. */
export const vinculoQuadroSchema = z.object({ funcionarios: funcionariosDoLote, ...vinculoQuadroForma }).check(...periodoDoLote)
export const vincularQuadroHorarioCorpoSchema = z.object({ ...selecaoLoteForma, ...vinculoQuadroForma }).check(...periodoDoLote)
documentar(vincularQuadroHorarioCorpoSchema, { id: 'VincularQuadroHorarioCorpo' })

/**
 * BATCH-002: a period justified for many employees (the period as for a schedule link); the day bank required for a
 * day bank type; the reason and bank existing and every card editable are the backend's.
 */
export const justificarLoteForma = {
  dataInicial,
  dataFinal,
  tipoJustificativa: umDe(TIPOS_JUSTIFICATIVA, MSG_TIPO_JUSTIFICATIVA_OBRIGATORIO),
  horas: horasDoCorpo(),
  idMotivo: referenciaDoCorpo(MSG_MOTIVO_OBRIGATORIO),
  idBancoDias: referenciaDoCorpo(null),
  observacao: z.pipe(z.catch(z.string(), ''), z.string().check(z.trim(), z.maxLength(500, 'tamanho deve ser entre 0 e 500'))),
}
export const justificarLoteCamposSchema = z.object(justificarLoteForma).check(...periodoDoLote, bancoDiasDoTipo)
export const justificarLoteCorpoSchema = z.object({ ...selecaoLoteForma, ...justificarLoteForma }).check(...periodoDoLote, bancoDiasDoTipo)
documentar(justificarLoteCorpoSchema, { id: 'JustificarLoteCorpo' })

const SIM_NAO = 'deve ser true ou false'
/** A flag to set: true or false (or their text); absent, null or '' leaves it as it is. */
const flagDoLote = z.optional(
  z.pipe(
    z.unknown().check(
      z.refine((v) => v === null || v === '' || v === true || v === false || v === 'true' || v === 'false', { error: SIM_NAO }),
    ),
    z.transform((v) => (v === null || v === '' ? null : v === true || v === 'true')),
  ),
)
documentar(flagDoLote, { override: { type: ['boolean', 'null'] } })

/** A link to set from `dataInicial`: the id (or `{id}`) of a register row; absent leaves the link as it is. */
const vinculoDoLote = referenciaDoCorpo(null)

/**
 * BATCH-003: many employees changed at once: new links from `dataInicial` (required with a link, not in a closed
 * competence) and flags. At least one change; the rows existing are the backend's.
 */
export const alterarFuncionariosLoteForma = {
  cargo: vinculoDoLote,
  departamento: vinculoDoLote,
  localTrabalho: vinculoDoLote,
  classe: vinculoDoLote,
  quadroHorario: vinculoDoLote,
  controlaPonto: flagDoLote,
  permiteHoraExtra: flagDoLote,
  utilizaRelogioDigital: flagDoLote,
  dataInicial: dataDoCorpo({ obrigatoria: null }),
}
export const alterarFuncionariosLoteCorpoSchema = z.object({ ...selecaoLoteForma, ...alterarFuncionariosLoteForma })
documentar(alterarFuncionariosLoteCorpoSchema, { id: 'AlterarFuncionariosLoteCorpo' })

export const MSG_BANCO_HORAS_OBRIGATORIO = 'Preenchimento do banco de horas é obrigatório'
export const MSG_BANCO_COMPENSACAO_OBRIGATORIO = 'Preenchimento do banco de compensação é obrigatório'

/** BATCH-005: an hour bank linked from `dataInicial` (not in a closed competence: the backend's). */
export const vincularBancoHorasLoteForma = { bancoHoras: referenciaDoCorpo(MSG_BANCO_HORAS_OBRIGATORIO), dataInicial }
export const vincularBancoHorasCorpoSchema = z.object({ ...selecaoLoteForma, ...vincularBancoHorasLoteForma })
documentar(vincularBancoHorasCorpoSchema, { id: 'VincularBancoHorasCorpo' })

/** BATCH-006: a compensation bank linked from `dataInicial`. */
export const vincularBancoCompensacaoLoteForma = {
  bancoCompensacao: referenciaDoCorpo(MSG_BANCO_COMPENSACAO_OBRIGATORIO),
  dataInicial,
}
export const vincularBancoCompensacaoCorpoSchema = z.object({ ...selecaoLoteForma, ...vincularBancoCompensacaoLoteForma })
documentar(vincularBancoCompensacaoCorpoSchema, { id: 'VincularBancoCompensacaoCorpo' })

/** BATCH-008: the time cards of the chosen employees over a period (the report of the path; `tipoRelatorio` the same). */
export const imprimirLoteForma = {
  dataInicial: dataDoCorpo({ obrigatoria: 'Data inicial é obrigatória', invalida: 'Data inicial inválida' }),
  dataFinal: dataDoCorpo({ obrigatoria: 'Data final é obrigatória', invalida: 'Data final inválida' }),
  funcionarios: funcionariosDoLote,
}
const datasEmOrdem = z.refine<Periodo>((p) => p.dataFinal >= p.dataInicial, {
  error: 'Data final deve ser igual ou posterior à data inicial',
  path: ['dataFinal'],
  when: dasDatas,
})
export const imprimirLoteCamposSchema = z.object(imprimirLoteForma).check(datasEmOrdem)
export const imprimirLoteCorpoSchema = z
  .object({ ...selecaoLoteForma, ...imprimirLoteForma, tipoRelatorio: z.optional(z.string()) })
  .check(datasEmOrdem)
documentar(imprimirLoteCorpoSchema, { id: 'ImprimirCartoesLoteCorpo' })

const feita = { resposta: acaoLoteResumoSchema }

export const acoesLoteEndpoints = definirEndpoints(() => ({
  'POST /api/acoes-lote/vincularQuadroHorario': {
    acesso: algum('front_manutencao', 'front_vincularquadrolote'),
    requisitos: ['BATCH-004', 'TC-124'],
    corpo: vincularQuadroHorarioCorpoSchema,
  },
  'POST /api/acoes-lote/funcionarios': {
    acesso: algum(
      'front_acoeslote',
      'front_alterarfuncionariolote',
      'front_justificarlote',
      'front_vincularquadrolote',
      'front_vincularbancohoraslote',
      'front_alterarquadrolote',
      'front_relatoriopontolote',
    ),
    requisitos: ['BATCH-001'],
    consulta: z.object({ page: z.optional(z.number()), size: z.optional(z.number()), sort: z.optional(z.string()) }),
    corpo: filtroLoteCorpoSchema,
    resposta: paginaSpring(funcionarioLoteSchema),
  },
  'POST /api/acoes-lote/justificar': {
    acesso: algum('front_justificarlote'),
    requisitos: ['BATCH-002'],
    corpo: justificarLoteCorpoSchema,
    ...feita,
  },
  'POST /api/acoes-lote/funcionarios/bulk-update': {
    acesso: algum('front_alterarfuncionariolote'),
    requisitos: ['BATCH-003'],
    corpo: alterarFuncionariosLoteCorpoSchema,
    ...feita,
  },
  'POST /api/acoes-lote/vincularBancoHoras': {
    acesso: algum('front_vincularbancohoraslote'),
    requisitos: ['BATCH-005'],
    corpo: vincularBancoHorasCorpoSchema,
    ...feita,
  },
  'POST /api/acoes-lote/vincularBancoCompensacao': {
    acesso: algum('front_vincularbancohoraslote'),
    requisitos: ['BATCH-006'],
    corpo: vincularBancoCompensacaoCorpoSchema,
    ...feita,
  },
  'POST /api/acoes-lote/vincularQuadroHorarioEspecial': {
    acesso: algum('front_alterarquadrolote'),
    requisitos: ['BATCH-007'],
    corpo: vincularQuadroHorarioCorpoSchema,
    ...feita,
  },
  'GET /api/acoes-lote': { acesso: algum('front_acoeslote'), origem: 'rest', resposta: paginaSpring(acaoLoteResumoSchema) },
  'GET /api/acoes-lote/:id': { acesso: algum('front_acoeslote'), origem: 'rest', resposta: acaoLoteDetalheSchema },
  'POST /api/acoes-lote/:tipoRelatorio': {
    acesso: algum('front_manutencao_visualizar'),
    requisitos: ['BATCH-008'],
    consulta: z.object({ ordem: z.optional(z.enum(['nome', 'matricula'])) }),
    corpo: imprimirLoteCorpoSchema,
  },
}))
