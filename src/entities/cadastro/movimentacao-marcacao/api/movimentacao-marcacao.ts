import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet, CARTAO_DERIVADOS, createResource } from '@/shared/api'
import { marcacaoMovivelSchema, movimentacaoMarcacaoSchema } from './movimentacao-marcacao.schema'

export {
  marcacaoMovivelSchema,
  movimentacaoMarcacaoSchema,
  type MarcacaoMovivel,
  type MovimentacaoMarcacao,
} from './movimentacao-marcacao.schema'

export const movimentacaoMarcacaoResource = createResource({
  key: 'movimentacao-marcacao',
  resource: 'movimentacoes-marcacao',
  item: movimentacaoMarcacaoSchema,
  sort: ['dataHora,desc'],
  // A move is only ever created (there is no PUT /{id}).
  update: 'post',
})

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
