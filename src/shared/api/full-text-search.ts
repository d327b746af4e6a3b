import type { $ZodType, output } from 'zod/v4/core'
import { caminhoDoRecurso, type BuscaDe, type CaminhoDe, type RecursoComBusca, type RecursoComFulltext } from './caminhos'
import { apiGet, type QueryParams, type QueryValue } from './http-client'
import { listSchema, type Paged } from './paged'

export interface FullTextParams {
  text?: string
  page?: number
  size?: number
  /** Repeated `sort` params, e.g. ['nome,asc']; the server's default when absent (API-012). */
  sort?: string[]
  [extra: string]: unknown
}

function toQueryValue(value: unknown): QueryValue | QueryValue[] {
  if (Array.isArray(value)) return value.map((v) => toQueryValue(v) as QueryValue)
  if (value instanceof Date) return value.toISOString()
  if (value === null || value === undefined) return undefined
  if (typeof value === 'object') return JSON.stringify(value)
  return value as QueryValue
}

/** A search of `resource` at `caminho` (GET /api/{resource}/search/{busca}) with text, extra params, page, size and sort. */
export function buscar<T extends $ZodType>(
  caminho: CaminhoDe<'GET'>,
  resource: string,
  params: FullTextParams,
  item: T,
  signal?: AbortSignal,
): Promise<Paged<output<T>>> {
  const query: QueryParams = {}
  for (const [key, value] of Object.entries(params)) query[key] = toQueryValue(value)
  return apiGet(caminho, listSchema(resource, item), signal ? { query, signal } : { query })
}

/**
 * API-003: GET /api/{resource}/search/fulltext with text, extra params, page, size and sort; `search` names another
 * search of the resource (e.g. 'fulltext-ativos', 'com-funcionarios').
 */
export function fullTextSearch<T extends $ZodType, R extends RecursoComFulltext>(
  resource: R,
  params: FullTextParams,
  item: T,
  signal?: AbortSignal,
): Promise<Paged<output<T>>>
export function fullTextSearch<T extends $ZodType, R extends RecursoComBusca>(
  resource: R,
  params: FullTextParams,
  item: T,
  signal: AbortSignal | undefined,
  search: BuscaDe<R>,
): Promise<Paged<output<T>>>
export function fullTextSearch<T extends $ZodType>(
  resource: RecursoComBusca,
  params: FullTextParams,
  item: T,
  signal?: AbortSignal,
  search: string = 'fulltext',
): Promise<Paged<output<T>>> {
  return buscar(caminhoDoRecurso(`/api/${resource}/search/${search}`), resource, params, item, signal)
}
