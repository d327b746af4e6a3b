import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet, CARTAO_DERIVADOS } from '@/shared/api'
import { inconsistenciaDetalheSchema, inconsistenciaSchema } from './inconsistencia.schema'

/** The list's filters; absent ones are not sent. Dates 'yyyy-MM-dd'. */
export interface InconsistenciaFiltro {
  funcionarioId?: number
  competenciaId?: number
  departamentoId?: number
  inicio?: string
  fim?: string
}

export const inconsistenciaQueries = {
  all: () => ['inconsistencias'] as const,
  /**
   * Every inconsistent day of the open competences, derived from the cards: a day corrected on its time card is gone
   * when the list is shown again, whatever changed it (this tab's mutation or another session's live notice).
   */
  lista: (filtro: InconsistenciaFiltro) =>
    queryOptions({
      queryKey: [...inconsistenciaQueries.all(), 'lista', filtro] as const,
      queryFn: ({ signal }) => apiGet('/api/inconsistencias', z.array(inconsistenciaSchema), { query: { ...filtro }, signal }),
      placeholderData: keepPreviousData,
      meta: { tags: [CARTAO_DERIVADOS] },
    }),
  /** One inconsistent day, id '{funcionarioId}-{yyyy-MM-dd}'; refreshed like the list. */
  detalhe: (id: string) =>
    queryOptions({
      queryKey: [...inconsistenciaQueries.all(), 'detalhe', id] as const,
      queryFn: ({ signal }) => apiGet(`/api/inconsistencias/${encodeURIComponent(id)}`, inconsistenciaDetalheSchema, { signal }),
      meta: { tags: [CARTAO_DERIVADOS] },
    }),
}
