import { createResource } from '@/shared/api'
import { feriadoSchema } from './feriado.schema'

/** REG-035..038: the holiday register; the entity's query factory. */
export const feriadoResource = createResource({ key: 'feriado', resource: 'feriados', item: feriadoSchema, sort: ['data,asc'] })
export const feriadoQueries = feriadoResource.queries
