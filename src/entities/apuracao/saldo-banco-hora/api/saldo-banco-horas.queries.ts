import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet, CARTAO_DERIVADOS } from '@/shared/api'
import { saldosBancoHorasSchema } from './saldo-banco-horas.schema'

export interface SaldoBancoHorasFiltro {
  /** Today's competence when absent. */
  competenciaId?: number
  departamentoId?: number
}

export const saldoBancoHorasQueries = {
  all: () => ['bancohoras-saldo'] as const,
  /** Every visible employee's hour bank in the competence: derived from the cards (entries change cards too). */
  lista: (filtro: SaldoBancoHorasFiltro) =>
    queryOptions({
      queryKey: [...saldoBancoHorasQueries.all(), filtro] as const,
      queryFn: ({ signal }) => apiGet('/api/bancohoras-saldo', saldosBancoHorasSchema, { query: { ...filtro }, signal }),
      placeholderData: keepPreviousData,
      meta: { tags: [CARTAO_DERIVADOS] },
    }),
}
