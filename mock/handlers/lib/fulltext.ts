import { HttpResponse } from 'msw'
import { http } from '../../http/contrato'
import { hal, page, pageRequest, sortBy, type SortOrder } from '../../http/spring'
import { session, type Session } from './session'
import { matchesText } from './text'

type Searchable = string | number | null | undefined

export interface FullTextLookup<T, D> {
  /** Full path, e.g. '/api/cargos/search/fulltext'. */
  path: string
  /** HAL rel of the embedded collection; omitted = Spring `Page` (resources outside API-010). */
  rel?: string
  rows: (s: Session) => readonly T[]
  dto: (item: T, s: Session) => D
  /** Values the `text` param is matched against (accent- and case-insensitive, substring). */
  text: (item: T) => Searchable[]
  /** Order when the request has no `sort` (properties of the dto). */
  sort: SortOrder[]
  /** Rows the user may see (e.g. only the employees in their scope); default all. */
  visivel?: (item: T, s: Session) => boolean
  /** A further condition read from the request's other params (e.g. `empresa`). */
  filter?: (item: T, url: URL) => boolean
}

/** API-003: GET {path}?text&page&size&sort over a register, answering HAL (API-010) or a Spring page (API-011). */
export function fullTextHandler<T, D>(lookup: FullTextLookup<T, D>) {
  return http.get(lookup.path, async ({ request }) => {
    const s = await session(request)
    const url = new URL(request.url)
    const text = url.searchParams.get('text') ?? ''
    const pr = pageRequest(url, { sort: lookup.sort })
    const rows = lookup
      .rows(s)
      .filter((item) => matchesText(text, ...lookup.text(item)) && (lookup.filter?.(item, url) ?? true))
      .filter((item) => lookup.visivel?.(item, s) ?? true)
      .map((item) => lookup.dto(item, s))
    const sorted = sortBy(rows, pr.sort)
    return lookup.rel ? hal(lookup.rel, sorted, pr) : page(sorted, pr)
  })
}

/** A HAL list without paging, as Spring Data REST answers a query method returning a List. */
export function halList<T>(rel: string, items: readonly T[], request: Request) {
  const url = new URL(request.url)
  return HttpResponse.json({ _embedded: { [rel]: items }, _links: { self: { href: `${url.pathname}${url.search}` } } })
}
