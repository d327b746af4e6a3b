import { z } from 'zod/mini'
import { DIAS_SEMANA } from '../model/horario'

const TIPOS = ['FLEXIVEL', 'FIXO', 'FIXO_INTERVALO_FLEXIVEL', 'REVEZAMENTO', 'CARGA_HORARIA', 'SOBRE_AVISO'] as const
const tipoHorario = z.enum(TIPOS)
const diaSemana = z.enum(DIAS_SEMANA)
const modo = z.enum(['MARCACAO', 'PRE_ASSINALADO'])

/** REG-024: one entry/exit pair of a day: its order (sequencia), weekday and how each side is punched. */
const slotSchema = z.object({
  id: z.nullish(z.number()),
  sequencia: z.optional(z.number()),
  diaSemana: z.nullish(diaSemana),
  entrada: z.nullable(z.string()),
  saida: z.nullable(z.string()),
  modoEntrada: modo,
  modoSaida: modo,
})

/** REG-022/024/025: a schedule; the list carries only its summary, the form its days too. */
export const horarioSchema = z.object({
  id: z.nullable(z.number()),
  codigo: z.string(),
  descricao: z.string(),
  tipoHorario,
  tipoHorarioDescricao: z.optional(z.string()),
  ativo: z.boolean(),
  controlaEntradaSaidaSeparado: z.optional(z.boolean()),
  toleranciaMinutos: z.optional(z.number()),
  /** REG-024: the weekly slots keyed by weekday (SEGUNDA..SEXTA, and the weekend when worked). */
  horariosSemana: z.optional(z.partialRecord(diaSemana, z.array(slotSchema))),
  horarios: z.optional(
    z.nullable(z.record(z.string(), z.object({ sequencia: z.number(), folga: z.boolean(), slots: z.array(slotSchema) }))),
  ),
  inicioRevezamento: z.optional(z.nullable(z.string())),
  cargaDiaria: z.optional(z.record(z.string(), z.nullable(z.string()))),
  cargaSemanal: z.optional(z.nullable(z.string())),
  intervaloMinimo: z.optional(z.nullable(z.string())),
})
export type Horario = z.infer<typeof horarioSchema>

/** REG-033: a schedule as the searches list it. */
export const horarioResumoSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  descricao: z.string(),
  tipoHorario,
  tipoHorarioDescricao: z.optional(z.string()),
  ativo: z.optional(z.boolean()),
})
export type HorarioResumo = z.infer<typeof horarioResumoSchema>

const hora = z.nullable(z.string())

/**
 * REG-031: one row of the flat form: a weekday (weekly schedules) or a day of the cycle (REVEZAMENTO), with up to four
 * pairs flattened into entrada1/saida1..entrada4/saida4 and the day's workload (hh:mm).
 */
export const horarioFlatDiaSchema = z.object({
  diaSemana: z.nullable(diaSemana),
  sequencia: z.nullable(z.number()),
  folga: z.boolean(),
  cargaHoraria: z.string(),
  entrada1: hora,
  saida1: hora,
  entrada2: hora,
  saida2: hora,
  entrada3: hora,
  saida3: hora,
  entrada4: hora,
  saida4: hora,
})
export type HorarioFlatDia = z.infer<typeof horarioFlatDiaSchema>

/** REG-031: GET /api/horarios/{id}/flat, the schedule's summary and its days as flat rows. */
export const horarioFlatSchema = z.extend(horarioResumoSchema, {
  controlaEntradaSaidaSeparado: z.optional(z.boolean()),
  toleranciaMinutos: z.optional(z.number()),
  inicioRevezamento: z.optional(z.nullable(z.string())),
  cargaSemanal: z.optional(z.nullable(z.string())),
  intervaloMinimo: z.optional(z.nullable(z.string())),
  dias: z.array(horarioFlatDiaSchema),
})
export type HorarioFlat = z.infer<typeof horarioFlatSchema>
