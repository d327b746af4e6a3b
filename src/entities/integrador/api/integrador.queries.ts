import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/shared/api'
import { ultimoContatoSchema } from './integrador.schema'

export const integradorQueries = {
  all: () => ['integradores'] as const,
  /** SHELL-011/012/015: the HR integrator and its last contact; `null` when none is configured. */
  ultimoContato: () =>
    queryOptions({
      queryKey: [...integradorQueries.all(), 'ultimo-contato'] as const,
      queryFn: ({ signal }) => apiGet('/api/integradores/ultimo-contato', ultimoContatoSchema, { signal }),
      refetchInterval: 60_000,
      meta: { background: true },
    }),
}
