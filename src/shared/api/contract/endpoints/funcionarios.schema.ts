import { z } from 'zod/mini'
import { compararIso } from '@/shared/lib/dates'
import { isValidCpf, isValidPis } from '@/shared/lib/identifiers'
import { enderecoSchema } from '../../endereco'
import { dataObrigatoria, dataOpcional, inteiroMinimo, referencia, somenteDigitos, textoObrigatorio, textoOuVazio } from '../esquemas'
import { documentar } from '../documentar'

/** An item of the employee search (GET /api/funcionarios/search/fulltext). */
export const funcionarioResumoSchema = z.looseObject({
  id: z.number(),
  matricula: z.nullish(z.string()),
  nome: z.string(),
  nomeOrNomeSocial: z.nullish(z.string()),
  cpf: z.nullish(z.string()),
  ativo: z.optional(z.boolean()),
  inconsistente: z.optional(z.boolean()),
  controlaPonto: z.optional(z.boolean()),
  permiteHoraExtra: z.optional(z.boolean()),
  empresaId: z.nullish(z.number()),
})
documentar(funcionarioResumoSchema, { id: 'FuncionarioResumo' })
export type FuncionarioResumo = z.infer<typeof funcionarioResumoSchema>

/** GET /api/funcionarios/{id} (REG-006) as most screens read it: a few fields, the rest kept as sent. */
export const funcionarioSchema = z.extend(funcionarioResumoSchema, {
  admissao: z.nullish(z.string()),
  demissao: z.nullish(z.string()),
})
export type Funcionario = z.infer<typeof funcionarioSchema>

/** A schedule as an employee's links name it (REG-001: quadroVigente; REG-007). */
export const horarioDoFuncionarioSchema = z.looseObject({
  id: z.number(),
  codigo: z.string(),
  descricao: z.string(),
  tipoHorario: z.string(),
  tipoHorarioDescricao: z.optional(z.string()),
})
documentar(horarioDoFuncionarioSchema, { id: 'HorarioDoFuncionario' })

const slotVigenteSchema = z.looseObject({
  sequencia: z.optional(z.number()),
  entrada: z.nullable(z.string()),
  saida: z.nullable(z.string()),
})

/** REG-007: GET /api/funcionarios/{id}/quadro-vigente, the schedule link in force with its days. */
export const quadroVigenteSchema = z.object({
  id: z.number(),
  inicio: z.string(),
  fim: z.nullable(z.string()),
  horario: z.extend(horarioDoFuncionarioSchema, {
    /** Weekly schedules: the slots by weekday (SEGUNDA..DOMINGO); a day left out is a rest day. */
    horariosSemana: z.nullish(z.record(z.string(), z.array(slotVigenteSchema))),
    /** REVEZAMENTO: the cycle's days by sequence. */
    horarios: z.nullish(z.record(z.string(), z.object({ sequencia: z.number(), folga: z.boolean(), slots: z.array(slotVigenteSchema) }))),
    inicioRevezamento: z.nullish(z.string()),
  }),
})
documentar(quadroVigenteSchema, { id: 'QuadroVigente' })
export type QuadroVigente = z.infer<typeof quadroVigenteSchema>

/** REG-058: GET /api/funcionarios/{id}/bancodias-vigente?data, the day bank linked on a date. */
export const bancoDiasVigenteSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.optional(z.boolean()) })
documentar(bancoDiasVigenteSchema, { id: 'BancoDiasVigente' })
export type BancoDiasVigente = z.infer<typeof bancoDiasVigenteSchema>

/** REG-008: one of the employee's imports into the clocks' collector (COLETOR_FUNCIONARIO_IMPORTAR). */
export const importacaoFuncionarioSchema = z.looseObject({
  id: z.number(),
  messageType: z.string(),
  enviadaEm: z.string(),
})
documentar(importacaoFuncionarioSchema, { id: 'ImportacaoFuncionario' })
export type ImportacaoFuncionario = z.infer<typeof importacaoFuncionarioSchema>

/** A dated link; its register (cargo, departamento, ...) passes through under its own name. */
export const vinculoFuncionarioSchema = z.looseObject({ id: z.number(), inicio: z.string(), fim: z.nullable(z.string()) })
export type VinculoFuncionario = z.infer<typeof vinculoFuncionarioSchema>

const vinculos = z.optional(z.array(vinculoFuncionarioSchema))

/** REG-001: an employee with every dated link (the detail); the list carries the summary only. */
export const funcionarioRegistroSchema = z.extend(funcionarioResumoSchema, {
  nomeSocial: z.nullish(z.string()),
  pis: z.nullish(z.string()),
  admissao: z.nullish(z.string()),
  demissao: z.nullish(z.string()),
  utilizaRelogioDigital: z.optional(z.boolean()),
  empresa: z.nullish(z.object({ id: z.number(), codigo: z.optional(z.unknown()), nome: z.string() })),
  cargos: vinculos,
  departamentos: vinculos,
  locaisTrabalho: vinculos,
  classes: vinculos,
  quadrosHorario: vinculos,
  bancosHoras: vinculos,
  bancosDias: vinculos,
  bancosCompensacao: vinculos,
  /** The schedule in force today (null without one); GET /{id}/quadro-vigente gives its days (REG-007). */
  quadroVigente: z.nullish(horarioDoFuncionarioSchema),
})
documentar(funcionarioRegistroSchema, { id: 'Funcionario' })
export type FuncionarioRegistro = z.infer<typeof funcionarioRegistroSchema>

/** The dated links an employee is saved with, each under the name of the register it points to. */
export const VINCULOS_FUNCIONARIO = {
  cargos: 'cargo',
  departamentos: 'departamento',
  locaisTrabalho: 'localTrabalho',
  classes: 'classe',
  quadrosHorario: 'horario',
} as const
export type ListaVinculo = keyof typeof VINCULOS_FUNCIONARIO

export const PIS_INVALIDO = 'PIS inválido'
/** domain.md's example; the spec quotes 'CPF invalido!' only for the profile completion (AUTH-085). */
export const CPF_INVALIDO = 'CPF inválido'
export const DEMISSAO_ANTES_DA_ADMISSAO = 'deve ser posterior à admissão'
export const FIM_ANTES_DO_INICIO = 'deve ser posterior ao início'
export const PERIODOS_SOBREPOSTOS = 'períodos sobrepostos'

/** A trimmed text, null when blank or not a text. */
const textoOuNulo = z.pipe(
  textoOuVazio,
  z.transform((v) => v || null),
)
/** An optional LocalDate, null when absent or blank. */
const dataOuNula = z.pipe(
  dataOpcional,
  z.transform((v) => v || null),
)
/** A register a link points to, `{id}`; one it does not know (or anything but an object) is the handler's 'não encontrado'. */
const registroDoVinculo = z.catch(referencia(), { id: Number.NaN })

/** A period from `inicio` to `fim` (null: open). */
interface Periodo {
  inicio: string
  fim: string | null
}
const fimNaoAntesDoInicio = (v: Periodo) => v.fim === null || v.fim >= v.inicio
/** Sorted by start, each period ends before the next one starts. */
const semSobreposicao = (lista: Periodo[]) => {
  const ordenados = [...lista].sort((a, b) => compararIso(a.inicio, b.inicio))
  return ordenados.every((v, i) => {
    const seguinte = ordenados[i + 1]
    return !seguinte || (v.fim !== null && v.fim < seguinte.inicio)
  })
}

const vinculoCorpo = <R extends string>(ref: R) =>
  z
    .object({
      /** A link already saved keeps its id; a new one gets the next. */
      id: z.catch(z.optional(z.number()), undefined),
      ...({ [ref]: registroDoVinculo } as Record<R, typeof registroDoVinculo>),
      inicio: dataObrigatoria,
      fim: dataOuNula,
    })
    .check(z.refine((v) => fimNaoAntesDoInicio(v as unknown as Periodo), { error: FIM_ANTES_DO_INICIO, path: ['fim'] }))

/** One kind of link: at most one at a time (their periods do not overlap). */
const listaDeVinculos = <R extends string>(ref: R) =>
  z.optional(
    z.nullable(
      z.array(vinculoCorpo(ref)).check(z.refine((lista) => semSobreposicao(lista as unknown as Periodo[]), PERIODOS_SOBREPOSTOS)),
    ),
  )

/**
 * What of an employee points to other rows: the company (`empresa: {id}`, or `empresaId`), the registration number
 * (unique in the company) and the dated links. The handler checks them against the database.
 */
const referenciasShape = {
  empresa: z.optional(registroDoVinculo),
  empresaId: z.optional(z.catch(z.coerce.number(), Number.NaN)),
  matricula: textoOuNulo,
  cargos: listaDeVinculos(VINCULOS_FUNCIONARIO.cargos),
  departamentos: listaDeVinculos(VINCULOS_FUNCIONARIO.departamentos),
  locaisTrabalho: listaDeVinculos(VINCULOS_FUNCIONARIO.locaisTrabalho),
  classes: listaDeVinculos(VINCULOS_FUNCIONARIO.classes),
  quadrosHorario: listaDeVinculos(VINCULOS_FUNCIONARIO.quadrosHorario),
}
export const funcionarioReferenciasSchema = z.object(referenciasShape)

/**
 * REG-001..005, REG-009/010: an employee as saved, checked like the backend (CPF and PIS check digits, dates, links);
 * the flags a new employee leaves out take REG-002..005's defaults.
 */
export const funcionarioCorpoSchema = z
  .object({
    nome: textoObrigatorio(150),
    nomeSocial: textoOuNulo,
    cpf: z.pipe(somenteDigitos, z.string().check(z.refine(isValidCpf, CPF_INVALIDO))),
    pis: z.pipe(somenteDigitos, z.string().check(z.refine(isValidPis, PIS_INVALIDO))),
    admissao: dataObrigatoria,
    demissao: dataOuNula,
    ativo: z.catch(z.boolean(), true),
    controlaPonto: z.catch(z.boolean(), true),
    permiteHoraExtra: z.catch(z.boolean(), false),
    utilizaRelogioDigital: z.catch(z.boolean(), false),
    ...referenciasShape,
  })
  .check(z.refine((f) => f.demissao === null || f.demissao >= f.admissao, { error: DEMISSAO_ANTES_DA_ADMISSAO, path: ['demissao'] }))
documentar(funcionarioCorpoSchema, { id: 'FuncionarioCorpo' })
export type FuncionarioCorpo = z.input<typeof funcionarioCorpoSchema>

/** GET /api/funcionarios/{id}/resumo: the links in force, this competence's card figures, the pending requests. */
const texto = z.nullable(z.string())
export const resumoFuncionarioSchema = z.object({
  hoje: z.string(),
  id: z.number(),
  nome: z.string(),
  matricula: texto,
  ativo: z.boolean(),
  empresa: texto,
  cargo: texto,
  departamento: texto,
  localTrabalho: texto,
  quadroHorario: texto,
  bancoHoras: texto,
  bancoDias: texto,
  bancoCompensacao: texto,
  competencia: z.nullable(z.object({ id: z.number(), descricao: z.string(), inicio: z.string(), fim: z.string() })),
  cartao: z.nullable(
    z.object({
      totalHoras: z.string(),
      totalHoraExtraGeral: z.string(),
      totalFalta: z.string(),
      totalDiasFalta: z.number(),
      totalAtraso: z.string(),
      existeBancoHoras: z.boolean(),
      bancoHorasDescricao: texto,
      totalSaldoBancoFinal: z.string(),
    }),
  ),
  solicitacoesPendentes: z.number(),
})
documentar(resumoFuncionarioSchema, { id: 'ResumoFuncionario' })
export type ResumoFuncionario = z.infer<typeof resumoFuncionarioSchema>

/** A new dated link from `inicio` (the register must exist, the date be on or after the admission: the handler's). */
export const novoVinculoCorpoSchema = z.object({
  registroId: z.catch(z.coerce.number(), Number.NaN),
  inicio: dataObrigatoria,
})
documentar(novoVinculoCorpoSchema, { id: 'NovoVinculoCorpo' })
export type NovoVinculoCorpo = z.input<typeof novoVinculoCorpoSchema>

/** An EPI delivered to the employee. */
export const epiSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  ca: z.string(),
  dataEntrega: z.string(),
  quantidade: z.number(),
  validade: texto,
})
documentar(epiSchema, { id: 'Epi' })
export type Epi = z.infer<typeof epiSchema>

export const VALIDADE_ANTES_DA_ENTREGA = 'deve ser posterior à entrega'

/** An EPI as delivered: description, CA, delivery date, quantity from 1, optional expiry not before the delivery. */
export const epiCorpoSchema = z
  .object({
    descricao: textoObrigatorio(100),
    ca: textoObrigatorio(20),
    dataEntrega: dataObrigatoria,
    quantidade: inteiroMinimo(1),
    validade: dataOuNula,
  })
  .check(z.refine((e) => e.validade === null || e.validade >= e.dataEntrega, { error: VALIDADE_ANTES_DA_ENTREGA, path: ['validade'] }))
documentar(epiCorpoSchema, { id: 'EpiCorpo' })
export type EpiCorpo = z.input<typeof epiCorpoSchema>

const coordenada = z.nullable(z.number())
/** AUTH-030: the work place's address and position, and the web-clock punches of the last 30 days. */
export const mapaSchema = z.object({
  localTrabalho: z.nullable(
    z.object({ id: z.number(), descricao: z.string(), endereco: enderecoSchema, latitude: coordenada, longitude: coordenada }),
  ),
  marcacoes: z.array(z.object({ id: z.number(), data: z.string(), hora: z.string(), latitude: coordenada, longitude: coordenada })),
})
documentar(mapaSchema, { id: 'MapaFuncionario' })
export type Mapa = z.infer<typeof mapaSchema>
