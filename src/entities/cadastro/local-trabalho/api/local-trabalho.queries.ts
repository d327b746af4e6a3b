import { createResource, createResponsaveis } from '@/shared/api'
import { localTrabalhoSchema } from './local-trabalho.schema'

/** REG-066..069: the work place register and its responsible users; the entity's query factory. */
export const localTrabalhoResource = createResource({
  key: 'local-trabalho',
  resource: 'locaistrabalho',
  item: localTrabalhoSchema,
  sort: ['descricao,asc'],
  projection: 'details',
  update: 'post',
})
export const localTrabalhoResponsaveis = createResponsaveis('local-trabalho', 'locaistrabalho')
export const localTrabalhoQueries = { ...localTrabalhoResource.queries, responsaveis: localTrabalhoResponsaveis.query }
