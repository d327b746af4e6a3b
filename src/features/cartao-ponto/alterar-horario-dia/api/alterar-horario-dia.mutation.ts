import { useMutation } from '@tanstack/react-query'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'

export interface FolgaPedido {
  data: string
  idFuncionario: number
  idRegistro: number | null
}

export interface VincularQuadroPedido {
  funcionarios: number[]
  quadroHorarioVincular: number
  dataInicial: string
  dataFinal: string
}

/** TC-123: POST /api/registros/folga?data&idFuncionario&idRegistro. */
export const tornarFolga = (pedido: FolgaPedido) =>
  apiPost('/api/registros/folga', undefined, undefined, {
    query: { data: pedido.data, idFuncionario: pedido.idFuncionario, idRegistro: pedido.idRegistro ?? undefined },
  })

/** TC-124: the batch schedule link, for one employee and the chosen period. */
export const vincularQuadroHorario = ({ funcionarios, quadroHorarioVincular, dataInicial, dataFinal }: VincularQuadroPedido) =>
  apiPost('/api/acoes-lote/vincularQuadroHorario', { funcionarios, quadroHorarioVincular, dataInicial, dataFinal })

export type AlterarHorarioDiaPedido = ({ folga: true } & FolgaPedido) | ({ folga: false } & VincularQuadroPedido)

/** TC-011: the card reloads after the day off or the change of schedule. */
export function useAlterarHorarioDia() {
  return useMutation({
    mutationFn: (pedido: AlterarHorarioDiaPedido) => (pedido.folga ? tornarFolga(pedido) : vincularQuadroHorario(pedido)),
    meta: { invalidates: [CARTAO_DERIVADOS] },
  })
}
