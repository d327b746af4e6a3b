import { z } from 'zod/mini'

export const empresaSchema = z.looseObject({
  id: z.number(),
  codigo: z.nullish(z.union([z.number(), z.string()])),
  nome: z.string(),
  brasao: z.nullish(z.string()),
  endereco: z.nullish(z.looseObject({})),
})

export type Empresa = z.infer<typeof empresaSchema>
