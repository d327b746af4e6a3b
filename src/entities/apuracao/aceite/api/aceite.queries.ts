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
}
