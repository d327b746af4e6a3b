import { createResource } from '@/shared/api'
import { classeSchema } from './classe.schema'

export { classeSchema, type Classe } from './classe.schema'

/** REG-071: the class register: saved with POST /api/classes; the list itself is fixed. */
export const classeResource = createResource({ key: 'classe', resource: 'classes', item: classeSchema, sort: ['id,asc'], update: 'post' })
