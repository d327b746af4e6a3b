import { partialMatchKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * Everything computed from a monthly time card: the card, the employee summary, the notes line, the punches to move,
 * the inconsistencies, the daily card, the acceptances, the hour-bank balances, the closing preview and the dashboard
 * indicators. Each of those queries carries it (`meta: { tags: [CARTAO_DERIVADOS] }`); every mutation that changes a
 * card declares it (`meta: { invalidates: [CARTAO_DERIVADOS] }`), and so does the live refresh when another session
 * changes one.
 */
export const CARTAO_DERIVADOS = 'cartao' as const

/** The tags a query may carry in `meta.tags`; a new tag is declared here. */
export type QueryTag = typeof CARTAO_DERIVADOS

/**
 * The one thing a tagged query reads (a card: `{ funcionarioId, competenciaId }`; an employee: `{ funcionarioId }`).
 * A scoped invalidation skips the tagged queries that read something else; queries without one (lists, totals) are
 * always hit.
 */
export type QueryScope = Readonly<Record<string, string | number>>

/** What a mutation invalidates: a query key (that query and every one under it) or a tag (every query carrying it). */
export type Invalidation = QueryKey | QueryTag

function inScope(query: Query, scope: QueryScope | undefined): boolean {
  const own = query.meta?.scope
  if (!scope || !own) return true
  return Object.entries(scope).every(([name, value]) => !(name in own) || own[name] === value)
}

/** Whether an invalidation reaches a query; `scope` narrows tags only. */
export function matchesInvalidation(query: Query, target: Invalidation, scope?: QueryScope): boolean {
  if (typeof target !== 'string') return partialMatchKey(query.queryKey, target)
  return (query.meta?.tags?.includes(target) ?? false) && inScope(query, scope)
}

/**
 * One `invalidateQueries` for all the targets: every query they reach is marked stale once, and only the active ones
 * refetch, once each (TanStack's default `refetchType: 'active'`), however many targets name it. Resolves when those
 * refetches settle.
 *
 * A query's first read still in flight is not cancelled by TanStack (it cancels only queries that have data): it is
 * reused, and its answer, which the server may have given before the change, would count as fresh. Such reads are
 * awaited and then invalidated once more.
 */
export async function invalidateTargets(queryClient: QueryClient, targets: ReadonlyArray<Invalidation>, scope?: QueryScope): Promise<void> {
  if (targets.length === 0) return
  const reached = (query: Query) => targets.some((target) => matchesInvalidation(query, target, scope))
  const primeirasLeituras = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => reached(query) && query.state.data === undefined && query.state.fetchStatus === 'fetching' })
    .map((query) => ({ query, leitura: query.promise }))
  await queryClient.invalidateQueries({ predicate: reached })
  if (primeirasLeituras.length === 0) return
  await Promise.allSettled(primeirasLeituras.map(({ leitura }) => leitura))
  const relidas = new Set(primeirasLeituras.map(({ query }) => query))
  await queryClient.invalidateQueries({ predicate: (query) => relidas.has(query) })
}
