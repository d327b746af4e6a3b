import { z } from 'zod'

/** What the filter needs of a register's item; each register sends more, kept as sent. */
export const filtroLookupRefSchema = z.looseObject({
  id: z.number(),
  codigo: z.union([z.string(), z.number()]).nullish(),
  descricao: z.string().nullish(),
  descricaoComCodigo: z.string().nullish(),
  nome: z.string().nullish(),
})

export type FiltroLookupRef = z.infer<typeof filtroLookupRefSchema>
