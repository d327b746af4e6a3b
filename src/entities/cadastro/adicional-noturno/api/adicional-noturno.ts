import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

/** A night premium rule: its window, percentage and whether the night hour counts 52m30s. */
export const adicionalNoturnoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  inicio: z.string(),
  fim: z.string(),
  percentual: z.number(),
  reducaoHoraNoturna: z.boolean(),
})
export type AdicionalNoturno = z.infer<typeof adicionalNoturnoSchema>

export const adicionalNoturnoResource = createResource({
  key: 'adicional-noturno',
  resource: 'adicional-noturno',
  item: adicionalNoturnoSchema,
  sort: ['descricao,asc'],
})
