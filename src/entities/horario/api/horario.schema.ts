import { z } from 'zod/mini'

const modo = z.enum(['MARCACAO', 'PRE_ASSINALADO'])
const slotSchema = z.object({
  id: z.nullish(z.number()),
  sequencia: z.optional(z.number()),
  diaSemana: z.nullish(z.string()),
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
  tipoHorario: z.enum(['FLEXIVEL', 'FIXO', 'FIXO_INTERVALO_FLEXIVEL', 'REVEZAMENTO', 'CARGA_HORARIA', 'SOBRE_AVISO']),
  tipoHorarioDescricao: z.optional(z.string()),
  ativo: z.boolean(),
  controlaEntradaSaidaSeparado: z.optional(z.boolean()),
  toleranciaMinutos: z.optional(z.number()),
  horariosSemana: z.optional(z.record(z.string(), z.array(slotSchema))),
  horarios: z.optional(
    z.nullable(z.record(z.string(), z.object({ sequencia: z.number(), folga: z.boolean(), slots: z.array(slotSchema) }))),
  ),
  inicioRevezamento: z.optional(z.nullable(z.string())),
  cargaDiaria: z.optional(z.record(z.string(), z.nullable(z.string()))),
  cargaSemanal: z.optional(z.nullable(z.string())),
  intervaloMinimo: z.optional(z.nullable(z.string())),
})
export type Horario = z.infer<typeof horarioSchema>
