import { useMutation } from '@tanstack/react-query'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'
import type { TipoJustificarDia } from '../model/justificar-dia.schema'

/** The body of POST /api/registros/justificar for a day (TC-116). */
export interface JustificarDiaPedido {
  idFuncionario: number
  idCompetencia: number
  idRegistro: number | null
  data: string
  tipoJustificativa: TipoJustificarDia
  horas: string | null
  idMotivo: number
  idBancoDias: null
  observacao: string | null
}

/** TC-116: POST /api/registros/justificar. */
export const justificarDia = (pedido: JustificarDiaPedido) => apiPost('/api/registros/justificar', pedido)

/** TC-010: the card reloads after the justification. */
export function useJustificarDia() {
  return useMutation({ mutationFn: justificarDia, meta: { invalidates: [CARTAO_DERIVADOS] } })
}
