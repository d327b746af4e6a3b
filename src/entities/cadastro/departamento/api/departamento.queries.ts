import { createResource } from '@/shared/api'
import { departamentoSchema } from './departamento.schema'

/** REG-062..065: the department register; the entity's query factory. */
export const departamentoResource = createResource({
  key: 'departamento',
  resource: 'departamentos',
  item: departamentoSchema,
  sort: ['descricao,asc'],
  projection: 'full',
  update: 'post',
})
export const departamentoQueries = departamentoResource.queries
