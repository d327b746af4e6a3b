import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, ContractError } from './api-error'
import { reportGlobalError } from './global-error'
import { invalidateTargets, type Invalidation, type QueryScope, type QueryTag } from './query-tags'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Polling and other background reads: the busy indicator ignores them. */
      background?: boolean
      /** A failure of this query also shows in the shell's global alert (API-009: searches). */
      globalError?: boolean
      /** What the query is derived from (CARTAO_DERIVADOS): a mutation or a live notice naming the tag invalidates it. */
      tags?: ReadonlyArray<QueryTag>
      /** The one card or employee it reads, so that a notice about another one leaves it alone (see query-tags). */
      scope?: QueryScope
    }
    mutationMeta: {
      /** Query keys and tags to invalidate (and wait for) after the mutation succeeds. */
      invalidates?: ReadonlyArray<Invalidation>
    }
  }
}

const UNREACHABLE = new Set([0, 502, 503, 504])

/** Only a backend that could not be reached is worth one more try; 4xx, 5xx and contract errors are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ContractError) return false
  if (error instanceof ApiError) return UNREACHABLE.has(error.status) && failureCount < 1
  return failureCount < 1
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.globalError) reportGlobalError(error)
      },
    }),
    mutationCache: new MutationCache({
      // Returning the promise keeps mutateAsync/isPending waiting until the data is fresh
      // (TkDodo, "Automatic Query Invalidation after Mutations").
      // Keys and tags resolve in one pass, so a query named twice still refetches once (query-tags).
      onSuccess: (_data, _variables, _context, mutation) => invalidateTargets(queryClient, mutation.meta?.invalidates ?? []),
      // A conflict means the screen shows what the server no longer has (another session changed it): what the change
      // would have refreshed is refreshed now, while the form keeps what was typed and shows the message.
      onError: (error, _variables, _context, mutation) => {
        if (!(error instanceof ApiError) || error.status !== 409) return
        void invalidateTargets(queryClient, mutation.meta?.invalidates ?? [])
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
  return queryClient
}
