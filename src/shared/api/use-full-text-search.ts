import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { $ZodType } from 'zod/v4/core'
import { useDebouncedValue } from '@/shared/lib'
import type { RecursoComFulltext } from './caminhos'
import { fullTextSearch, type FullTextParams } from './full-text-search'

export const FULL_TEXT_DEBOUNCE_MS = 300

/** Query options of one full-text search; the query's signal cancels an outdated request (API-006). */
export function fullTextSearchQuery<T extends $ZodType>(resource: RecursoComFulltext, params: FullTextParams, item: T) {
  // The item schema is fixed per resource, so resource + params identify the data.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['fulltext', resource, params] as const,
    queryFn: ({ signal }) => fullTextSearch(resource, params, item, signal),
    meta: { globalError: true },
  })
}

/**
 * API-003/005/006/007: the search text is debounced by 300 ms, a newer search cancels the request
 * in flight, and the result comes with the term and params it answers.
 */
export function useFullTextSearch<T extends $ZodType>(
  resource: RecursoComFulltext,
  params: FullTextParams,
  item: T,
  options: { debounceMs?: number; enabled?: boolean } = {},
) {
  const text = useDebouncedValue(params.text ?? '', options.debounceMs ?? FULL_TEXT_DEBOUNCE_MS)
  const searched: FullTextParams = { ...params, text }
  const query = useQuery({
    ...fullTextSearchQuery(resource, searched, item),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  })
  return { query, term: text, params: searched }
}
