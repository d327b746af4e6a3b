import { createResource, createResponsaveis } from '@/shared/api'
import { departamentoSchema } from './departamento.schema'

/** REG-062..065: the department register and its responsible users; the entity's query factory. */
export const departamentoResource = createResource({
  key: 'departamento',
  resource: 'departamentos',
  item: departamentoSchema,
  sort: ['descricao,asc'],
  projection: 'full',
  update: 'post',
})
export const departamentoResponsaveis = createResponsaveis('departamento', 'departamentos')
export const departamentoQueries = { ...departamentoResource.queries, responsaveis: departamentoResponsaveis.query }
