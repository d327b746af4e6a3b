import { createResource } from '@/shared/api'
import { localTrabalhoSchema } from './local-trabalho.schema'

/** REG-066..069: the work place register; the entity's query factory. */
export const localTrabalhoResource = createResource({
  key: 'local-trabalho',
  resource: 'locaistrabalho',
  item: localTrabalhoSchema,
  sort: ['descricao,asc'],
  projection: 'details',
  update: 'post',
})
export const localTrabalhoQueries = localTrabalhoResource.queries
