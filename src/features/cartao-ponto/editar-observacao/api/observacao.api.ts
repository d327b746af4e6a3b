import { queryOptions, useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import type { CartaoPontoId } from '@/entities/cartao-ponto'
import { apiGet, apiPut, CARTAO_DERIVADOS } from '@/shared/api'
import { observacaoCartaoPontoSchema } from './observacao.schema'

/** 200 `{funcionarioId, competenciaId, observacao}`, or 204 (empty body) when the card has no notes. */
const observacaoResponseSchema = z.pipe(
  z.union([z.literal(''), observacaoCartaoPontoSchema]),
  z.transform((body) => (body === '' ? '' : (body.observacao ?? ''))),
)

/** TC-056: GET /api/observacao-cartao-ponto?funcionarioId&competenciaId. */
export function getObservacao(id: CartaoPontoId, signal?: AbortSignal): Promise<string> {
  const query = { funcionarioId: id.funcionarioId, competenciaId: id.competenciaId }
  return apiGet('/api/observacao-cartao-ponto', observacaoResponseSchema, signal ? { query, signal } : { query })
}

export const observacaoQueries = {
  all: () => ['observacao-cartao-ponto'] as const,
  detail: ({ funcionarioId, competenciaId }: CartaoPontoId) =>
    queryOptions({
      queryKey: [...observacaoQueries.all(), { funcionarioId, competenciaId }] as const,
      queryFn: ({ signal }) => getObservacao({ funcionarioId, competenciaId }, signal),
      // Part of the card: whatever changes the card (here or in another session) refreshes it.
      meta: { tags: [CARTAO_DERIVADOS], scope: { funcionarioId, competenciaId } },
    }),
}

export interface SalvarObservacao extends CartaoPontoId {
  observacao: string
}

/** TC-056: PUT /api/observacao-cartao-ponto with the card's ids and the text. */
export const salvarObservacao = ({ funcionarioId, competenciaId, observacao }: SalvarObservacao) =>
  apiPut('/api/observacao-cartao-ponto', { funcionarioId, competenciaId, observacao })

/** The card (whose load carries the notes) and the notes reload after the save. */
export function useSalvarObservacao() {
  return useMutation({ mutationFn: salvarObservacao, meta: { invalidates: [CARTAO_DERIVADOS] } })
}
