import { queryOptions } from '@tanstack/react-query'
import { apiGet, createResource } from '@/shared/api'
import { buscarHorarios, getHorarioFlat, LISTA_COMPLETA, type BuscaHorario } from './horario.api'
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
  /** REG-031: the schedule's flat form; a save of the schedule (which invalidates `all()`) refreshes it. */
  flat: (id: number) =>
    queryOptions({
      queryKey: [...horarioResource.queries.all(), 'flat', id] as const,
      queryFn: ({ signal }) => getHorarioFlat(id, signal),
    }),
  /** REG-033: every schedule one search finds for a text ('' = all of them, in one page), for a native select. */
  busca: (busca: BuscaHorario, text = '') =>
    queryOptions({
      queryKey: [...horarioResource.queries.all(), 'busca', busca, text] as const,
      queryFn: ({ signal }) => buscarHorarios(busca, text, signal, LISTA_COMPLETA),
      staleTime: 5 * 60_000,
    }),
}
