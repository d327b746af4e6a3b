import { queryOptions } from '@tanstack/react-query'
import { apiGet, createResource } from '@/shared/api'
import { integradorSchema, ultimoContatoSchema } from './integrador.schema'

/** REG-084: the integrator register. */
export const integradorResource = createResource({
  key: 'integradores',
  resource: 'integradores',
  item: integradorSchema,
  sort: ['nome,asc'],
  update: 'put',
})

export const integradorQueries = {
  ...integradorResource.queries,
  /** SHELL-011/012/015: the HR integrator and its last contact; `null` when none is configured. */
  ultimoContato: () =>
    queryOptions({
      queryKey: [...integradorQueries.all(), 'ultimo-contato'] as const,
      queryFn: ({ signal }) => apiGet('/api/integradores/ultimo-contato', ultimoContatoSchema, { signal }),
      refetchInterval: 60_000,
      meta: { background: true },
    }),
}
