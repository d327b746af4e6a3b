import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

/** REG-034: one day of a roster: the day's schedule, or a rest day, and the hours planned (hh:mm). */
export const escalaDiaSchema = z.object({
  data: z.string(),
  quadroHorarioId: z.nullable(z.number()),
  folga: z.boolean(),
  horas: z.nullable(z.string()),
})
export type EscalaDia = z.infer<typeof escalaDiaSchema>

/** REG-034: an employee's shift roster for one competence, with an escalaDia per day. */
export const escalaSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  funcionario: z.optional(z.object({ id: z.number(), nome: z.string(), matricula: z.nullable(z.string()) })),
  competencia: z.optional(z.object({ id: z.number(), descricaoCurta: z.string(), fechada: z.boolean() })),
  folgas: z.number(),
  dias: z.array(escalaDiaSchema),
})
export type Escala = z.infer<typeof escalaSchema>

/** Rosters: a new one starts from the employee's schedule; an existing one is saved with PUT /{id}. */
export const escalaResource = createResource({ key: 'escala', resource: 'escalas', item: escalaSchema, sort: ['descricao,asc'] })

/** The body of a roster's save: its header and, when given, its days. */
export const escalaBody = (escala: Escala, dias?: readonly EscalaDia[]) => ({
  id: escala.id,
  descricao: escala.descricao,
  competenciaId: escala.competencia?.id,
  funcionarioId: escala.funcionario?.id,
  ...(dias && { dias }),
})
