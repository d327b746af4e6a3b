import { apiGet } from '@/shared/api'
import { historicoCartaoSchema, type HistoricoCartao, type TipoAlteracao } from './alteracao-cartao.schema'

/** Which history: one card, optionally one day ('YYYY-MM-DD'), a user (username or part of the name) and a kind. */
export interface ConsultaHistorico {
  funcionarioId: number
  competenciaId: number
  data?: string | null
  usuario?: string | null
  tipo?: TipoAlteracao | null
}

/** GET /api/cartaoponto/historico: the card's changes, newest first (an extension: a backend without it answers 404). */
export function getHistoricoCartao(consulta: ConsultaHistorico, signal?: AbortSignal): Promise<HistoricoCartao> {
  const query = {
    funcionarioId: consulta.funcionarioId,
    competenciaId: consulta.competenciaId,
    data: consulta.data,
    usuario: consulta.usuario?.trim(),
    tipo: consulta.tipo,
  }
  return apiGet('/api/cartaoponto/historico', historicoCartaoSchema, signal ? { query, signal } : { query })
}
