import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet, CARTAO_DERIVADOS } from '@/shared/api'
import { funcionarioResource } from './funcionario-registro'
import { epiSchema, mapaSchema, resumoFuncionarioSchema } from './funcionario.schema'

export { epiSchema, mapaSchema, resumoFuncionarioSchema, type Epi, type Mapa, type ResumoFuncionario } from './funcionario.schema'

const chave = (id: number) => [...funcionarioResource.queries.all(), 'paginas', id] as const

/**
 * The employee pages' reads (the dated links come with the employee's detail, funcionarioQueries.detail); every link
 * or EPI change invalidates funcionarioQueries.all().
 */
export const funcionarioPaginasQueries = {
  /** The card's figures are derived from it: any change to the employee's cards (a justification...) refreshes them. */
  resumo: (id: number) =>
    queryOptions({
      queryKey: [...chave(id), 'resumo'] as const,
      queryFn: ({ signal }) => apiGet(`/api/funcionarios/${id}/resumo`, resumoFuncionarioSchema, { signal }),
      meta: { tags: [CARTAO_DERIVADOS], scope: { funcionarioId: id } },
    }),
  epis: (id: number) =>
    queryOptions({
      queryKey: [...chave(id), 'epis'] as const,
      queryFn: ({ signal }) => apiGet(`/api/funcionarios/${id}/epis`, z.array(epiSchema), { signal }),
    }),
  mapa: (id: number) =>
    queryOptions({
      queryKey: [...chave(id), 'mapa'] as const,
      queryFn: ({ signal }) => apiGet(`/api/funcionarios/${id}/mapa`, mapaSchema, { signal }),
    }),
}
