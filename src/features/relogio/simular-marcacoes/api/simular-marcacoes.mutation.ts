import { useMutation } from '@tanstack/react-query'
import { relogioQueries } from '@/entities/relogio'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'
import { simulacaoSchema } from './simulacao.schema'

export type { Simulacao } from './simulacao.schema'

export interface SimularMarcacoes {
  funcionarioId: number
  /** 'yyyy-MM-dd' */
  data: string
  /** 'HH:mm' each. */
  horas: string[]
}

/** The simulated clock registers the punches (POST /api/relogio/simulador). */
export const simularMarcacoes = (body: SimularMarcacoes) => apiPost('/api/relogio/simulador', body, simulacaoSchema)

/** The punches land on the time card: the cards and the clock's state reload. */
export function useSimularMarcacoes() {
  return useMutation({ mutationFn: simularMarcacoes, meta: { invalidates: [CARTAO_DERIVADOS, relogioQueries.all()] } })
}
