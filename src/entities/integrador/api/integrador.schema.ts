import { z } from 'zod/mini'

export const integradorSchema = z.looseObject({
  id: z.number(),
  nome: z.string(),
  lastContact: z.nullish(z.string()),
})

export type Integrador = z.infer<typeof integradorSchema>

/** 204 (no integrator configured) arrives as an empty text; it becomes `null`. */
export const ultimoContatoSchema = z.union([
  z.pipe(
    z.literal(''),
    z.transform(() => null),
  ),
  z.null(),
  integradorSchema,
])
