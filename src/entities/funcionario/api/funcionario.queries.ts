import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet } from '@/shared/api'
import { normalizeSearch, searchFuncionarios, type FuncionarioSearch } from './funcionario-search'
import { funcionarioResource } from './funcionario-registro'

export const funcionarioQueries = {
  ...funcionarioResource.queries,
  /** CLOCK-003: may the logged-in user clock in (permiteBaterPonto). */
  permiteBaterPonto: () =>
    queryOptions({
      queryKey: [...funcionarioQueries.all(), 'permite-bater-ponto'] as const,
      queryFn: ({ signal }) => apiGet('/api/funcionarios/permite-bater-ponto', z.boolean(), { signal }),
      staleTime: 5 * 60_000,
    }),
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
}
