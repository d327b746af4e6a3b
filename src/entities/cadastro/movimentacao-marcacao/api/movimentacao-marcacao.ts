import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet, CARTAO_DERIVADOS, createResource } from '@/shared/api'

/** A bulk move of punches to another day (/move-marcacao): who, when, whose punches and where they went. */
export const movimentacaoMarcacaoSchema = z.object({
  id: z.number(),
  dataHora: z.string(),
  usuario: z.string(),
  funcionario: z.object({ id: z.number(), nome: z.string() }),
  dataDestino: z.string(),
  quantidade: z.number(),
  marcacoes: z.array(z.object({ marcacaoId: z.number(), data: z.string(), hora: z.string(), dataOrigem: z.string() })),
})
export type MovimentacaoMarcacao = z.infer<typeof movimentacaoMarcacaoSchema>

export const movimentacaoMarcacaoResource = createResource({
  key: 'movimentacao-marcacao',
  resource: 'movimentacoes-marcacao',
  item: movimentacaoMarcacaoSchema,
  sort: ['dataHora,desc'],
})

/** A punch that may be moved: its day register (dataRegistro), clock date and time, kind and slot (1..8). */
export const marcacaoMovivelSchema = z.object({
  id: z.number(),
  idRegistro: z.number(),
  dataRegistro: z.string(),
  data: z.string(),
  hora: z.string(),
  tipoMarcacao: z.string(),
  posicao: z.number(),
})
export type MarcacaoMovivel = z.infer<typeof marcacaoMovivelSchema>

export interface PeriodoMarcacoes {
  funcionarioId: number
  inicio: string
  fim: string
}

/**
 * The punches of an employee in a period: GET /api/movimentacoes-marcacao/marcacoes. The cards' punches: any change to
 * the employee's cards (a move included) refreshes them.
 */
export const marcacoesParaMoverQuery = ({ funcionarioId, inicio, fim }: PeriodoMarcacoes) =>
  queryOptions({
    queryKey: [...movimentacaoMarcacaoResource.queries.all(), 'marcacoes', funcionarioId, inicio, fim] as const,
    queryFn: ({ signal }) =>
      apiGet('/api/movimentacoes-marcacao/marcacoes', z.array(marcacaoMovivelSchema), {
        query: { funcionario: funcionarioId, inicio, fim },
        signal,
      }),
    meta: { tags: [CARTAO_DERIVADOS], scope: { funcionarioId } },
  })
