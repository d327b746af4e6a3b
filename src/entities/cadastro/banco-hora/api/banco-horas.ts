import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

/** An hour bank: its company, start, validity of credits and limits (hh:mm). */
export const bancoHorasSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  descricao: z.string(),
  empresaId: z.number(),
  empresa: z.optional(z.string()),
  inicio: z.string(),
  validadeMeses: z.number(),
  limiteCredito: z.string(),
  limiteDebito: z.string(),
})
export type BancoHoras = z.infer<typeof bancoHorasSchema>

export const bancoHorasResource = createResource({
  key: 'banco-horas',
  resource: 'bancohoras',
  item: bancoHorasSchema,
  sort: ['codigo,asc'],
})
