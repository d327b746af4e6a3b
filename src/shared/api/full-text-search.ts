import type { $ZodType, output } from 'zod/v4/core'
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

/**
 * API-003: GET /api/{resource}/search/fulltext with text, extra params, page, size and sort
 * (`search` names a variant such as 'fulltext-ativos').
 */
export function fullTextSearch<T extends $ZodType>(
  resource: string,
  params: FullTextParams,
  item: T,
  signal?: AbortSignal,
  search = 'fulltext',
): Promise<Paged<output<T>>> {
  const query: QueryParams = {}
  for (const [key, value] of Object.entries(params)) query[key] = toQueryValue(value)
  return apiGet(`/api/${resource}/search/${search}`, listSchema(resource, item), signal ? { query, signal } : { query })
}
