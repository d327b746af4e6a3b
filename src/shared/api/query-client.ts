import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, ContractError } from './api-error'
import { reportGlobalError } from './global-error'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Polling and other background reads: the busy indicator ignores them. */
      background?: boolean
      /** A failure of this query also shows in the shell's global alert (API-009: searches). */
      globalError?: boolean
    }
    mutationMeta: {
      /** Query keys to invalidate (and wait for) after the mutation succeeds. */
      invalidates?: ReadonlyArray<unknown>[]
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
      onSuccess: (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? []
        return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      },
      // A conflict means the screen shows what the server no longer has (another session changed it): what the change
      // would have refreshed is refreshed now, while the form keeps what was typed and shows the message.
      onError: (error, _variables, _context, mutation) => {
        if (!(error instanceof ApiError) || error.status !== 409) return
        for (const queryKey of mutation.meta?.invalidates ?? []) void queryClient.invalidateQueries({ queryKey })
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
  return queryClient
}
