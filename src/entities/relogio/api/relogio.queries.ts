import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiDownload, apiGet } from '@/shared/api'
import { comprovanteSchema, relogioHojeSchema } from './relogio.schema'

export const relogioQueries = {
  all: () => ['relogio'] as const,
  /** The clock screen's state (GET /api/relogio/hoje). */
  hoje: () =>
    queryOptions({
      queryKey: [...relogioQueries.all(), 'hoje'] as const,
      queryFn: ({ signal }) => apiGet('/api/relogio/hoje', relogioHojeSchema, { signal }),
      staleTime: 0,
    }),
  /** CLOCK-004: the logged-in user's own receipts, newest first. */
  comprovantes: () =>
    queryOptions({
      queryKey: [...relogioQueries.all(), 'comprovantes'] as const,
      queryFn: ({ signal }) => apiGet('/api/comprovantes-marcacao', z.array(comprovanteSchema), { signal }),
      staleTime: 0,
    }),
}

/** CLOCK-004: a receipt's PDF and its file name. */
export const baixarComprovante = (id: number) => apiDownload('GET', `/api/comprovantes-marcacao/${id}/pdf`)
