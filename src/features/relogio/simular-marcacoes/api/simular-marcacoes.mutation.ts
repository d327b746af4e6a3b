import { useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { relogioQueries } from '@/entities/relogio'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'

export interface SimularMarcacoes {
  funcionarioId: number
  /** 'yyyy-MM-dd' */
  data: string
  /** 'HH:mm' each. */
  horas: string[]
}

export const simulacaoSchema = z.object({
  funcionario: z.object({ id: z.number(), nome: z.string() }),
  competenciaId: z.number(),
  marcacoes: z.array(z.object({ id: z.number(), data: z.string(), hora: z.string(), nsr: z.nullable(z.number()) })),
})
export type Simulacao = z.output<typeof simulacaoSchema>

/** The simulated clock registers the punches (POST /api/relogio/simulador). */
export const simularMarcacoes = (body: SimularMarcacoes) => apiPost('/api/relogio/simulador', body, simulacaoSchema)

/** The punches land on the time card: the cards and the clock's state reload. */
export function useSimularMarcacoes() {
  return useMutation({ mutationFn: simularMarcacoes, meta: { invalidates: [CARTAO_DERIVADOS, relogioQueries.all()] } })
}
