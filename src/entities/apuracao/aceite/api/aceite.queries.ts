import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet, CARTAO_DERIVADOS } from '@/shared/api'
import { aceiteSchema, type SituacaoAceite } from './aceite.schema'

export interface AceiteFiltro {
  situacao: SituacaoAceite
  funcionarioId?: number
  competenciaId?: number
}

export const aceiteQueries = {
  all: () => ['aceites'] as const,
  /** The cards awaiting acceptance or accepted, newest competence first (derived from the cards). */
  lista: (filtro: AceiteFiltro) =>
    queryOptions({
      queryKey: [...aceiteQueries.all(), 'lista', filtro] as const,
      queryFn: ({ signal }) => apiGet('/api/aceites', z.array(aceiteSchema), { query: { ...filtro }, signal }),
      meta: { tags: [CARTAO_DERIVADOS] },
    }),
  /** One acceptance of /aceite/{id}: the card's totals; refreshed with the card (the acceptance mutation included). */
  detalhe: (id: string) =>
    queryOptions({
      queryKey: [...aceiteQueries.all(), 'detalhe', id] as const,
      queryFn: ({ signal }) => apiGet(`/api/aceites/${encodeURIComponent(id)}`, aceiteSchema, { signal }),
      meta: { tags: [CARTAO_DERIVADOS] },
    }),
}
