import { useMutation } from '@tanstack/react-query'
import type { TipoJustificativa } from '@/entities/cartao-ponto'
import { apiPut, CARTAO_DERIVADOS } from '@/shared/api'

export interface AlterarJustificativa {
  id: number
  horas: string
  tipoJustificativa: TipoJustificativa
}

/** TC-138: PUT /api/justificativas/{id} with horas and tipoJustificativa. */
export const alterarJustificativa = ({ id, horas, tipoJustificativa }: AlterarJustificativa) =>
  apiPut(`/api/justificativas/${id}`, { horas, tipoJustificativa })

/** TC-011: the card reloads after the change; the save stays busy until it is fresh. */
export function useAlterarJustificativa() {
  return useMutation({ mutationFn: alterarJustificativa, meta: { invalidates: [CARTAO_DERIVADOS] } })
}
