import { apiGet, apiPost } from '@/shared/api'
import { cartaoPontoSchema, type CartaoPonto } from './cartao-ponto.schema'

/** Which time card: one employee in one competence. */
export interface CartaoPontoId {
  competenciaId: number
  funcionarioId: number
}

/** TC-006: GET /api/cartaoponto?funcionarioId&competenciaId, parsed with the response contract. */
export function getCartaoPonto(id: CartaoPontoId, signal?: AbortSignal): Promise<CartaoPonto> {
  const query = { funcionarioId: id.funcionarioId, competenciaId: id.competenciaId }
  return apiGet('/api/cartaoponto', cartaoPontoSchema, signal ? { query, signal } : { query })
}

/** TC-046: POST /api/registros/recalcular/{competencia}/{funcionario}; removals run it before the reload (TC-012). */
export const recalcularCartaoPonto = ({ competenciaId, funcionarioId }: CartaoPontoId) =>
  apiPost(`/api/registros/recalcular/${competenciaId}/${funcionarioId}`)
