import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { idOpcional, paginaSpring } from '../esquemas'
import { competenciaRefSchema } from './cartaoponto.schema'
import { documentar } from '../documentar'

export type CompetenciaFechamento = z.output<typeof competenciaRefSchema>

/** A closing (POST /api/fechamentos answers it). Hours 'HH:mm'. */
export const fechamentoSchema = z.object({
  id: z.number(),
  competencia: z.nullable(competenciaRefSchema),
  dataFechamento: z.string(),
  ignorarInconsistencias: z.boolean(),
  funcionarios: z.number(),
  horasExtras: z.string(),
  faltas: z.string(),
  usuario: z.nullable(z.string()),
})
documentar(fechamentoSchema, { id: 'Fechamento' })
export type Fechamento = z.output<typeof fechamentoSchema>

/** One closing period of GET /api/fechamentos: a competence and its closing, if any. */
export const periodoFechamentoSchema = z.object({
  competencia: competenciaRefSchema,
  fechamento: z.nullable(fechamentoSchema),
})
export type PeriodoFechamento = z.output<typeof periodoFechamentoSchema>

const resumoShape = {
  funcionarios: z.number(),
  cartoesInconsistentes: z.number(),
  diasInconsistentes: z.number(),
  horasTrabalhadas: z.string(),
  horasExtras: z.string(),
  faltas: z.string(),
  atrasos: z.string(),
  adicionalNoturno: z.string(),
}

/** BATCH-019: the summary of a competence's cards. */
export const resumoFechamentoSchema = z.object(resumoShape)
export type ResumoFechamento = z.output<typeof resumoFechamentoSchema>

/** GET /api/fechamentos/preview/{idCompetencia}: the competence, its closing (if closed) and the summary. */
export const previewFechamentoSchema = z.object({
  competencia: competenciaRefSchema,
  fechamento: z.nullable(fechamentoSchema),
  /** Extension (docs/api-extensions.md): the competence's last day has passed on the server's clock; absent = true. */
  encerrada: z._default(z.boolean(), true),
  ...resumoShape,
})
export type PreviewFechamento = z.output<typeof previewFechamentoSchema>

/** GET /api/fechamentos/{id}: the closing with the summary of its cards. */
export const fechamentoDetalheSchema = z.extend(fechamentoSchema, { resumo: resumoFechamentoSchema })
documentar(fechamentoDetalheSchema, { id: 'FechamentoDetalhe' })
export type FechamentoDetalhe = z.output<typeof fechamentoDetalheSchema>

/** One employee of a closing's details (preview or closed). */
export const linhaFechamentoSchema = z.object({
  funcionario: z.object({ id: z.number(), matricula: z.string(), nome: z.string() }),
  departamento: z.nullable(z.string()),
  horasTrabalhadas: z.string(),
  horasExtras: z.string(),
  faltas: z.string(),
  atrasos: z.string(),
  adicionalNoturno: z.string(),
  diasInconsistentes: z.number(),
  inconsistente: z.boolean(),
})
documentar(linhaFechamentoSchema, { id: 'LinhaFechamento' })
export type LinhaFechamento = z.output<typeof linhaFechamentoSchema>

/** BATCH-018: the competence to close; with inconsistent cards it closes only when told to ignore them. */
export const fechamentoCorpoSchema = z.object({
  competenciaId: idOpcional('Competência inexistente.'),
  ignorarInconsistencias: z.catch(z.boolean(), false),
})
documentar(fechamentoCorpoSchema, { id: 'FechamentoCorpo' })

/** BATCH-022: the employee searched among a closing's details (name, matrícula or department). */
export const detalhesFechamentoCorpoSchema = z.object({ funcionario: z.catch(z.string(), '') })

const paginaDetalhes = z.object({
  page: z.optional(z.number()),
  size: z.optional(z.number()),
  sort: z.optional(z.string()),
})
const linhas = paginaSpring(linhaFechamentoSchema)
/** The closing's export: fixed-width text (the default), CSV or a sheet (XLSX). */
export const FORMATOS_EXPORTACAO_FECHAMENTO = ['txt', 'csv', 'xlsx'] as const

const ver = algum('front_fechamento_visualizar')
const fechar = algum('front_fechamento')

export const fechamentosEndpoints = definirEndpoints(() => ({
  'GET /api/fechamentos': { acesso: ver, origem: 'rest', consulta: paginaDetalhes, resposta: paginaSpring(periodoFechamentoSchema) },
  'GET /api/fechamentos/preview/:idCompetencia': { acesso: ver, origem: 'extensao', resposta: previewFechamentoSchema },
  'GET /api/fechamentos/preview/:idCompetencia/detalhes': {
    acesso: ver,
    requisitos: ['BATCH-020'],
    consulta: z.extend(paginaDetalhes, { search: z.optional(z.string()) }),
    resposta: linhas,
  },
  'POST /api/fechamentos': { acesso: fechar, origem: 'rest', corpo: fechamentoCorpoSchema, resposta: fechamentoSchema },
  'GET /api/fechamentos/:id': { acesso: ver, origem: 'rest', resposta: fechamentoDetalheSchema },
  'POST /api/fechamentos/:id/detalhes': {
    acesso: ver,
    requisitos: ['BATCH-022'],
    consulta: paginaDetalhes,
    corpo: detalhesFechamentoCorpoSchema,
    resposta: linhas,
  },
  'GET /api/fechamentos/:id/export': {
    acesso: fechar,
    origem: 'extensao',
    /** `leiaute`: the id of a payroll layout (/api/leiautes-folha); the file then follows it (with `formato` txt or csv). */
    consulta: z.object({ formato: z.optional(z.enum(FORMATOS_EXPORTACAO_FECHAMENTO)), leiaute: z.optional(z.string()) }),
  },
  'DELETE /api/fechamentos/:id': { acesso: fechar, origem: 'rest' },
}))
