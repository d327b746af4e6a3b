import { useMutation } from '@tanstack/react-query'
import type { SelecaoBody } from '@/entities/acao-lote'
import { apiDownload } from '@/shared/api'

export interface ImprimirCartoesLotePedido {
  selecao: SelecaoBody
  /** BATCH-009: cartao-ponto by default. */
  tipoRelatorio: string
  ordem: string
  dataInicial: string
  dataFinal: string
}

/** BATCH-008: POST /api/acoes-lote/{tipoRelatorio}?ordem={ordem}; answers the file to open. */
export const imprimirCartoesLote = ({ selecao, tipoRelatorio, ordem, dataInicial, dataFinal }: ImprimirCartoesLotePedido) =>
  apiDownload('POST', `/api/acoes-lote/${tipoRelatorio}`, {
    query: { ordem },
    json: { ...selecao, tipoRelatorio, dataInicial, dataFinal },
  })

/** A read: nothing to invalidate. */
export function useImprimirCartoesLote() {
  return useMutation({ mutationFn: imprimirCartoesLote })
}
