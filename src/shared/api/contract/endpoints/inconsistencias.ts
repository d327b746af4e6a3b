import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { dataDoCorpo, inteiroOpcional } from '../cartao'
import { documentar } from '../documentar'

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
documentar(inconsistenciaSchema, { id: 'Inconsistencia' })
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
documentar(inconsistenciaDetalheSchema, { id: 'InconsistenciaDetalhe' })
export type InconsistenciaDetalhe = z.output<typeof inconsistenciaDetalheSchema>

/** The list's filters: the employee, the open competence, the department on the day and the days from inicio to fim. */
export const inconsistenciaConsultaSchema = z.object({
  funcionarioId: inteiroOpcional(),
  competenciaId: inteiroOpcional(),
  departamentoId: inteiroOpcional(),
  inicio: dataDoCorpo({ obrigatoria: null, estrita: true }),
  fim: dataDoCorpo({ obrigatoria: null, estrita: true }),
})

export const inconsistenciasEndpoints = definirEndpoints(() => ({
  'GET /api/inconsistencias': {
    acesso: algum('front_inconsistencias'),
    origem: 'rest',
    consulta: inconsistenciaConsultaSchema,
    resposta: z.array(inconsistenciaSchema),
  },
  'GET /api/inconsistencias/:id': { acesso: algum('front_inconsistencias'), origem: 'rest', resposta: inconsistenciaDetalheSchema },
}))
