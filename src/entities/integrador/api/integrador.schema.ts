import { z } from 'zod/mini'
import { integradorSchema } from './integrador.contrato'

export { integradorSchema }

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
