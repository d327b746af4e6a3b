import { useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { acaoLoteQueries, acaoLoteResumoSchema, type SelecaoBody } from '@/entities/acao-lote'
import { apiPost, CARTAO_DERIVADOS, fullTextSearch } from '@/shared/api'
import { BANCOS_LOTE, type BancoOpcao, type TipoBancoLote } from '../model/vincular-banco.schema'

export type VincularBancoLotePedido = SelecaoBody & { dataInicial: string } & Partial<Record<TipoBancoLote, number>>

/** BATCH-005: POST /api/acoes-lote/vincularBancoHoras; BATCH-006: POST /api/acoes-lote/vincularBancoCompensacao. */
export const vincularBancoLote = (tipo: TipoBancoLote, pedido: VincularBancoLotePedido) =>
  apiPost(BANCOS_LOTE[tipo].path, pedido, acaoLoteResumoSchema)

export function useVincularBancoLote(tipo: TipoBancoLote) {
  return useMutation({
    mutationFn: (pedido: VincularBancoLotePedido) => vincularBancoLote(tipo, pedido),
    meta: { invalidates: [CARTAO_DERIVADOS, acaoLoteQueries.all()] },
  })
}

const bancoSchema = z.object({ id: z.number(), descricao: z.string() })

/** The bank picker: the register's full-text search. */
export async function buscarBancos(tipo: TipoBancoLote, text: string, signal: AbortSignal): Promise<BancoOpcao[]> {
  const pagina = await fullTextSearch(BANCOS_LOTE[tipo].resource, { text, page: 0, size: 30 }, bancoSchema, signal)
  return pagina.items
}
