import type { z } from 'zod/mini'
import { createResource } from '@/shared/api'
import { escalaDiaSchema, escalaSchema } from './escala.schema'

export { escalaDiaSchema, escalaSchema }

export type EscalaDia = z.infer<typeof escalaDiaSchema>

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
