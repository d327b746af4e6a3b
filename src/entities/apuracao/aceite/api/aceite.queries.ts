import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet } from '@/shared/api'
import { aceiteSchema, type SituacaoAceite } from './aceite.schema'

export interface AceiteFiltro {
  situacao: SituacaoAceite
  funcionarioId?: number
  competenciaId?: number
}

export const aceiteQueries = {
  all: () => ['aceites'] as const,
  /** The cards awaiting acceptance or accepted, newest competence first. */
  lista: (filtro: AceiteFiltro) =>
    queryOptions({
      queryKey: [...aceiteQueries.all(), 'lista', filtro] as const,
      queryFn: ({ signal }) => apiGet('/api/aceites', z.array(aceiteSchema), { query: { ...filtro }, signal }),
      staleTime: 0,
    }),
  /** One acceptance of /aceite/{id}; refreshed by the acceptance mutation with the lists (aceiteQueries.all()). */
  detalhe: (id: string) =>
    queryOptions({
      queryKey: [...aceiteQueries.all(), 'detalhe', id] as const,
      queryFn: ({ signal }) => apiGet(`/api/aceites/${encodeURIComponent(id)}`, aceiteSchema, { signal }),
      staleTime: 0,
    }),
}
