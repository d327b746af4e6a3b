import { createResource } from '@/shared/api'
import { feriadoSchema } from './feriado.schema'

/** REG-035..038: the holiday register, newest first (it is read to check this year's and add next year's). */
export const feriadoResource = createResource({ key: 'feriado', resource: 'feriados', item: feriadoSchema, sort: ['data,desc'] })
export const feriadoQueries = feriadoResource.queries
