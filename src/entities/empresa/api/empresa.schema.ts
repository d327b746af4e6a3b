import { z } from 'zod'

export const empresaSchema = z.looseObject({
  id: z.number(),
  codigo: z.union([z.number(), z.string()]).nullish(),
  nome: z.string(),
  brasao: z.string().nullish(),
  endereco: z.looseObject({}).nullish(),
})

export type Empresa = z.infer<typeof empresaSchema>
