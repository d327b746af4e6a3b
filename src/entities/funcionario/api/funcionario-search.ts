import { apiGet, springPage, type Paged, type QueryParams } from '@/shared/api'
import { filtroToQuery, pickFiltro, type FuncionarioFiltro } from '../model/filtro'
import { funcionarioResumoSchema, type FuncionarioResumo } from './funcionario.schema'

/** TC-015: active first, then controlaPonto, then name, then matricula. */
export const FUNCIONARIO_ORDER_BY = ['ativo,desc', 'controlaPonto,desc', 'nome', 'matricula'] as const

export interface FuncionarioSearch {
  text?: string
  /** 0-based. */
  page?: number
  /** Absent: the server's default page size applies (TC-021). */
  size?: number
  filtro: FuncionarioFiltro
}

/** The canonical form of a search, so equal searches share one cache entry. */
export function normalizeSearch(search: FuncionarioSearch): FuncionarioSearch {
  return { text: search.text ?? '', page: search.page ?? 0, size: search.size, filtro: pickFiltro(search.filtro) }
}

/** TC-013..016: text, page, size, controlaPonto=true, orderBy and the filter fields. */
export function funcionarioSearchParams(search: FuncionarioSearch): QueryParams {
  return {
    text: search.text,
    page: search.page ?? 0,
    size: search.size,
    controlaPonto: true,
    orderBy: FUNCIONARIO_ORDER_BY,
    ...filtroToQuery(search.filtro),
  }
}

/**
 * REG-015: the variants of the employee search: every employee (TC-013), active employees only, and employees who
 * have another active contract under the same CPF (dual employment).
 */
export const VARIANTES_BUSCA = {
  todos: '/api/funcionarios/search/fulltext',
  ativos: '/api/funcionarios/search/fulltext/ativos',
  duploVinculo: '/api/funcionarios/search/fulltext/duplovinculo',
} as const
export type VarianteBusca = keyof typeof VARIANTES_BUSCA

export function searchFuncionarios(
  search: FuncionarioSearch,
  signal?: AbortSignal,
  variante: VarianteBusca = 'todos',
): Promise<Paged<FuncionarioResumo>> {
  const query = funcionarioSearchParams(search)
  return apiGet(VARIANTES_BUSCA[variante], springPage(funcionarioResumoSchema), signal ? { query, signal } : { query })
}
