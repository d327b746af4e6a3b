import { z } from 'zod/mini'

/** REG-035: a holiday; national when it has no city. */
export const feriadoSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  data: z.string(),
  descricao: z.string(),
  cidade: z.nullable(z.object({ id: z.number(), descricao: z.string(), uf: z.optional(z.string()) })),
  facultativo: z.boolean(),
  compensar: z.boolean(),
})
export type Feriado = z.infer<typeof feriadoSchema>
