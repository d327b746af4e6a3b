import { queryOptions } from '@tanstack/react-query'
import { apiGet, createResource } from '@/shared/api'
import { horarioSchema } from './horario.schema'

/** REG-029..033: the schedule register (POST new, PUT /api/horarios with the id in the body). */
export const horarioResource = createResource({
  key: 'horario',
  resource: 'horarios',
  item: horarioSchema,
  sort: ['codigo,asc'],
  update: 'put-collection',
})

export const horarioQueries = {
  ...horarioResource.queries,
  /** REG-028: the template of a new schedule. */
  novo: () =>
    queryOptions({
      queryKey: [...horarioResource.queries.all(), 'novo'] as const,
      queryFn: ({ signal }) => apiGet('/api/horarios/novo', horarioSchema, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
}
