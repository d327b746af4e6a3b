import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet } from '@/shared/api'
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
   * Every inconsistent day of the open competences. Always stale: a day corrected on its time card must be gone
   * when the list is opened again, whatever changed it (this tab, another one or another user).
   */
  lista: (filtro: InconsistenciaFiltro) =>
    queryOptions({
      queryKey: [...inconsistenciaQueries.all(), 'lista', filtro] as const,
      queryFn: ({ signal }) => apiGet('/api/inconsistencias', z.array(inconsistenciaSchema), { query: { ...filtro }, signal }),
      staleTime: 0,
      refetchOnMount: 'always',
      placeholderData: keepPreviousData,
    }),
  /** One inconsistent day, id '{funcionarioId}-{yyyy-MM-dd}'; always read again, like the list. */
  detalhe: (id: string) =>
    queryOptions({
      queryKey: [...inconsistenciaQueries.all(), 'detalhe', id] as const,
      queryFn: ({ signal }) => apiGet(`/api/inconsistencias/${encodeURIComponent(id)}`, inconsistenciaDetalheSchema, { signal }),
      staleTime: 0,
      refetchOnMount: 'always',
    }),
}
