import { z } from 'zod/mini'

/** REG-060: a job position. */
export const cargoSchema = z.object({ id: z.number(), codigo: z.string(), descricao: z.string(), descricaoComCodigo: z.string() })
export type Cargo = z.infer<typeof cargoSchema>
