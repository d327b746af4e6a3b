import { MutationCache, QueryClient } from '@tanstack/react-query'
import { ApiError, ContractError } from './api-error'

declare module '@tanstack/react-query' {
  interface Register {
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
    mutationCache: new MutationCache({
      // Returning the promise keeps mutateAsync/isPending waiting until the data is fresh
      // (TkDodo, "Automatic Query Invalidation after Mutations").
      onSuccess: (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? []
        return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
  return queryClient
}
