import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet } from '@/shared/api'
import type { FuncionarioFiltro } from '../model/filtro'
import { normalizeSearch, searchFuncionarios, type FuncionarioSearch } from './funcionario-search'
import { funcionarioResource } from './funcionario-registro'
import { bancoDiasVigenteRespostaSchema, quadroVigenteRespostaSchema } from './funcionario-respostas'
import { importacaoFuncionarioSchema } from './funcionario.schema'

/** Dual employment is looked for whatever the state of the contracts: no `ativo` restriction. */
const TODOS: FuncionarioFiltro = { ativo: 'todos', permiteHoraExtra: 'todos' }
/** Contracts one CPF may hold at once: far fewer than this. */
const VINCULOS_POR_CPF = 50

export const funcionarioQueries = {
  ...funcionarioResource.queries,
  /** One page of the employee search (TC-013..016); the time card steps through it (TC-017..021). */
  search: (search: FuncionarioSearch) => {
    const key = normalizeSearch(search)
    return queryOptions({
      queryKey: [...funcionarioQueries.all(), 'search', key] as const,
      queryFn: ({ signal }) => searchFuncionarios(key, signal),
      staleTime: 60_000,
      meta: { globalError: true },
    })
  },
  /** REG-007: the schedule in force today with its days; null without one (204). A link change refreshes it (all()). */
  quadroVigente: (id: number) =>
    queryOptions({
      queryKey: [...funcionarioQueries.all(), 'quadro-vigente', id] as const,
      queryFn: ({ signal }) => apiGet(`/api/funcionarios/${id}/quadro-vigente`, quadroVigenteRespostaSchema, { signal }),
    }),
  /** REG-058: the day bank linked on `data` (yyyy-MM-dd); null without one (204). */
  bancoDiasVigente: (id: number, data: string) =>
    queryOptions({
      queryKey: [...funcionarioQueries.all(), 'bancodias-vigente', id, data] as const,
      queryFn: ({ signal }) =>
        apiGet(`/api/funcionarios/${id}/bancodias-vigente`, bancoDiasVigenteRespostaSchema, { query: { data }, signal }),
    }),
  /** REG-008: the employee's imports into the clocks' collector, newest first. */
  importacoes: (id: number) =>
    queryOptions({
      queryKey: [...funcionarioQueries.all(), 'importacoes', id] as const,
      queryFn: ({ signal }) => apiGet(`/api/funcionarios/${id}/importacoes`, z.array(importacaoFuncionarioSchema), { signal }),
    }),
  /**
   * REG-015: the dual-employment search for one CPF: the contracts under it that have another active contract
   * under the same CPF (the search's own controlaPonto=true and order apply).
   */
  duploVinculo: (cpf: string) =>
    queryOptions({
      queryKey: [...funcionarioQueries.all(), 'duplovinculo', cpf] as const,
      queryFn: ({ signal }) => searchFuncionarios({ text: cpf, page: 0, size: VINCULOS_POR_CPF, filtro: TODOS }, signal, 'duploVinculo'),
      staleTime: 60_000,
    }),
}
