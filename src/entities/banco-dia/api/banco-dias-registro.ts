import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

/** REG-054: a day bank. */
export const bancoDiasRegistroSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.optional(z.boolean()) })
export type BancoDiasRegistro = z.infer<typeof bancoDiasRegistroSchema>

/** REG-055..057: the day bank register (a Spring page; POST new, PUT /{id}). */
export const bancoDiasResource = createResource({
  key: 'banco-dias',
  resource: 'bancodias',
  item: bancoDiasRegistroSchema,
  sort: ['descricao,asc'],
})
