import { useMutation } from '@tanstack/react-query'
import { acaoLoteQueries, acaoLoteResumoSchema, type SelecaoBody } from '@/entities/acao-lote'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'
import type { TipoJustificarLote } from '../model/justificar.schema'

export type JustificarLotePedido = SelecaoBody & {
  dataInicial: string
  dataFinal: string
  tipoJustificativa: TipoJustificarLote
  horas: null
  idMotivo: number
  idBancoDias: null
  observacao: string | null
}

/** BATCH-002: POST /api/acoes-lote/justificar; answers the batch action recorded. */
export const justificarLote = (pedido: JustificarLotePedido) => apiPost('/api/acoes-lote/justificar', pedido, acaoLoteResumoSchema)

/** The cards and the batch-action list reload after it. */
export function useJustificarLote() {
  return useMutation({ mutationFn: justificarLote, meta: { invalidates: [CARTAO_DERIVADOS, acaoLoteQueries.all()] } })
}
