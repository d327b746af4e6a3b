import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

/** REG-070: one of the 17 fixed classes. */
export const classeSchema = z.object({ id: z.number(), descricao: z.string() })
export type Classe = z.infer<typeof classeSchema>

/** REG-071: the class register: saved with POST /api/classes; the list itself is fixed. */
export const classeResource = createResource({ key: 'classe', resource: 'classes', item: classeSchema, sort: ['id,asc'], update: 'post' })
