import { z } from 'zod'

export const integradorSchema = z.looseObject({
  id: z.number(),
  nome: z.string(),
  lastContact: z.string().nullish(),
})

export type Integrador = z.infer<typeof integradorSchema>

/** 204 (no integrator configured) arrives as an empty text; it becomes `null`. */
export const ultimoContatoSchema = z.union([z.literal('').transform(() => null), z.null(), integradorSchema])
