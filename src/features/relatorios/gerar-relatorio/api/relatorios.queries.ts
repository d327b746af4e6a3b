import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet } from '@/shared/api'
import { relatorioSchema } from './relatorio.schema'

/** GET /api/relatorios: the reports the server offers, `{tipo, descricao}`. */
export const getRelatorios = (signal?: AbortSignal) => apiGet('/api/relatorios', z.array(relatorioSchema), { signal })

export const relatoriosQueries = {
  all: () => ['relatorios'] as const,
  oferecidos: () =>
    queryOptions({
      queryKey: [...relatoriosQueries.all(), 'oferecidos'] as const,
      queryFn: ({ signal }) => getRelatorios(signal),
      staleTime: 10 * 60_000,
    }),
}
