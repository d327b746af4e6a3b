import { useMutation } from '@tanstack/react-query'
import { movimentacaoMarcacaoResource } from '@/entities/cadastro/movimentacao-marcacao'
import { CARTAO_DERIVADOS } from '@/shared/api'

export interface PedidoMoverMarcacoes {
  funcionarioId: number
  marcacaoIds: number[]
  dataDestino: string
}

/** POST /api/movimentacoes-marcacao: the chosen punches go to the destination day at once (all or nothing). */
export function useMoverMarcacoes() {
  return useMutation({
    mutationFn: (pedido: PedidoMoverMarcacoes) => movimentacaoMarcacaoResource.save({ ...pedido }),
    meta: { invalidates: [movimentacaoMarcacaoResource.queries.all(), CARTAO_DERIVADOS] },
  })
}
