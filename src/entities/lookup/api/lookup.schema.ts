import { z } from 'zod/mini'

/** What the filter needs of a register's item; each register sends more, kept as sent. */
export const filtroLookupRefSchema = z.looseObject({
  id: z.number(),
  codigo: z.nullish(z.union([z.string(), z.number()])),
  descricao: z.nullish(z.string()),
  descricaoComCodigo: z.nullish(z.string()),
  nome: z.nullish(z.string()),
})

export type FiltroLookupRef = z.infer<typeof filtroLookupRefSchema>
