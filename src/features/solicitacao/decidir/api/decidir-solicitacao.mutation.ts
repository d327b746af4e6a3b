import { useMutation } from '@tanstack/react-query'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'
import { solicitacaoDetalheSchema, solicitacaoQueries } from '@/entities/solicitacao'

/** REQ-011..013: approve (deferir), reject (indeferir), reverse (estornar). */
export type Decisao = 'deferir' | 'indeferir' | 'estornar'

export interface PedidoDecisao {
  id: number
  decisao: Decisao
  observacaoAprovador: string | null
}

/** POST /api/solicitacao/{id}/{deferir|indeferir|estornar} with the approver's note. */
export const decidirSolicitacao = ({ id, decisao, observacaoAprovador }: PedidoDecisao) =>
  apiPost(`/api/solicitacao/${id}/${decisao}`, { observacaoAprovador }, solicitacaoDetalheSchema)

/** What a decision makes stale: the requests and the time cards (a grant or a reversal changes the employee's card). */
export const INVALIDADOS_PELA_DECISAO = [solicitacaoQueries.all(), CARTAO_DERIVADOS] as const

export function useDecidirSolicitacao() {
  return useMutation({
    mutationFn: decidirSolicitacao,
    meta: { invalidates: INVALIDADOS_PELA_DECISAO },
  })
}
