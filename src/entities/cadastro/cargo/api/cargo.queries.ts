import { createResource } from '@/shared/api'
import { cargoSchema } from './cargo.schema'

/** REG-060/061: the position register; its queries are the entity's query factory. */
export const cargoResource = createResource({
  key: 'cargo',
  resource: 'cargos',
  item: cargoSchema,
  sort: ['descricao,asc'],
  projection: 'details',
  update: 'post',
})
export const cargoQueries = cargoResource.queries
