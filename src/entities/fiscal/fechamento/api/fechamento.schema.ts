import { z } from 'zod/mini'

const competenciaRefSchema = z.object({
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
  ...resumoShape,
})
export type PreviewFechamento = z.output<typeof previewFechamentoSchema>

/** GET /api/fechamentos/{id}: the closing with the summary of its cards. */
export const fechamentoDetalheSchema = z.object({
  id: z.number(),
  competencia: z.nullable(competenciaRefSchema),
  dataFechamento: z.string(),
  ignorarInconsistencias: z.boolean(),
  funcionarios: z.number(),
  horasExtras: z.string(),
  faltas: z.string(),
  usuario: z.nullable(z.string()),
  resumo: resumoFechamentoSchema,
})
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
export type LinhaFechamento = z.output<typeof linhaFechamentoSchema>
