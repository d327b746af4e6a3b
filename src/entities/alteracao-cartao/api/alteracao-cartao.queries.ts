import { queryOptions } from '@tanstack/react-query'
import { CARTAO_DERIVADOS } from '@/shared/api'
import { getHistoricoCartao, type ConsultaHistorico } from './alteracao-cartao.api'

/**
 * The only place the card history's query keys exist. It is derived from the card: it carries CARTAO_DERIVADOS with
 * the card's scope, so every change of the card (here, in another tab, an undo) refreshes it.
 */
export const historicoQueries = {
  all: () => ['historico-cartao'] as const,
  doCartao: ({ funcionarioId, competenciaId, data, usuario, tipo }: ConsultaHistorico) =>
    queryOptions({
      queryKey: [
        ...historicoQueries.all(),
        { funcionarioId, competenciaId, data: data ?? null, usuario: usuario?.trim() || null, tipo: tipo ?? null },
      ] as const,
      queryFn: ({ signal }) => getHistoricoCartao({ funcionarioId, competenciaId, data, usuario, tipo }, signal),
      meta: { tags: [CARTAO_DERIVADOS], scope: { funcionarioId, competenciaId } },
    }),
}
