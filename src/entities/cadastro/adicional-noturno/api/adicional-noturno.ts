import type { z } from 'zod/mini'
import { createResource } from '@/shared/api'
import { adicionalNoturnoSchema } from './adicional-noturno.schema'

export { adicionalNoturnoSchema }

export type AdicionalNoturno = z.infer<typeof adicionalNoturnoSchema>

export const adicionalNoturnoResource = createResource({
  key: 'adicional-noturno',
  resource: 'adicional-noturno',
  item: adicionalNoturnoSchema,
  sort: ['descricao,asc'],
})
