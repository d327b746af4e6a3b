import { z } from 'zod/mini'

const ref = z.object({ id: z.number(), descricao: z.string() })

/** One inconsistent day of a time card (GET /api/inconsistencias): the card paints it red (TC-093). */
export const inconsistenciaSchema = z.object({
  /** '{funcionarioId}-{yyyy-MM-dd}': the key of /registro-inconsistente/{id}. */
  id: z.string(),
  funcionario: z.object({ id: z.number(), nome: z.string(), matricula: z.string() }),
  departamento: z.nullable(ref),
  competencia: z.object({ id: z.number(), descricaoCurta: z.string() }),
  data: z.string(),
  diaSemanaAbreviado: z.string(),
  errorMessage: z.nullable(z.string()),
  marcacoes: z.array(z.string()),
})
export type Inconsistencia = z.output<typeof inconsistenciaSchema>

/** GET /api/inconsistencias/{id}: one day with its schedule; inconsistente is false once the day was corrected. */
export const inconsistenciaDetalheSchema = z.extend(inconsistenciaSchema, {
  inconsistente: z.boolean(),
  quadroHorarioDescricao: z.nullable(z.string()),
  quadroHorarioResumo: z.nullable(z.string()),
  codigoHorario: z.nullable(z.string()),
  cargaHoraria: z.string(),
  horas: z.string(),
})
export type InconsistenciaDetalhe = z.output<typeof inconsistenciaDetalheSchema>
