import { useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { acaoLoteQueries, acaoLoteResumoSchema, type AcaoLoteResumo, type SelecaoBody } from '@/entities/acao-lote'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'

export type VincularQuadroLotePedido = SelecaoBody & {
  quadroHorarioVincular: number
  dataInicial: string
  dataFinal: string
}

/** 204 (vincularQuadroHorario) or the batch action recorded (vincularQuadroHorarioEspecial). */
const resposta = z.union([z.literal(''), acaoLoteResumoSchema])

/** BATCH-004: POST /api/acoes-lote/vincularQuadroHorario; BATCH-007: POST /api/acoes-lote/vincularQuadroHorarioEspecial. */
export async function vincularQuadroLote(pedido: VincularQuadroLotePedido, especial: boolean): Promise<AcaoLoteResumo | null> {
  const path = especial ? '/api/acoes-lote/vincularQuadroHorarioEspecial' : '/api/acoes-lote/vincularQuadroHorario'
  const acao = await apiPost(path, pedido, resposta)
  return acao === '' ? null : acao
}

export function useVincularQuadroLote(especial: boolean) {
  return useMutation({
    mutationFn: (pedido: VincularQuadroLotePedido) => vincularQuadroLote(pedido, especial),
    meta: { invalidates: [CARTAO_DERIVADOS, acaoLoteQueries.all()] },
  })
}
