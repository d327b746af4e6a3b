import { z } from 'zod/mini'

const empresaRefSchema = z.object({ id: z.number(), codigo: z.optional(z.number()), nome: z.string() })

/** REG-062: a department, with its company (projection full) and responsible user ids. */
export const departamentoSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  descricao: z.string(),
  empresaId: z.number(),
  empresa: z.optional(empresaRefSchema),
  responsaveis: z._default(z.array(z.string()), []),
})
export type Departamento = z.infer<typeof departamentoSchema>
