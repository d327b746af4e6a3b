import { z } from 'zod/mini'
import { enderecoSchema } from '@/shared/api'

/** REG-066: a work place, with its address and responsible user ids. */
export const localTrabalhoSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  descricao: z.string(),
  empresaId: z.number(),
  empresa: z.optional(z.object({ id: z.number(), codigo: z.optional(z.number()), nome: z.string() })),
  endereco: enderecoSchema,
  responsaveis: z._default(z.array(z.string()), []),
})
export type LocalTrabalho = z.infer<typeof localTrabalhoSchema>
