import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useIsFetching, useQueryClient, type Query } from '@tanstack/react-query'
import { cn } from '@/shared/lib'

/** How long the bar stays red after a failed call (SHELL-050). */
export const ERROR_MARK_MS = 4000

/** Background polls (notifications, footer) do not light the indicator up. */
const isTracked = (query: Pick<Query, 'meta'>) => query.meta?.background !== true

function useErrorMark(): boolean {
  const queryClient = useQueryClient()
  const [failedAt, setFailedAt] = useState<number | null>(null)

  useEffect(() => {
    const mark = () => setFailedAt(Date.now())
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isTracked(event.query)) mark()
    })
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') mark()
    })
    return () => {
      offQueries()
      offMutations()
    }
  }, [queryClient])

  useEffect(() => {
    if (failedAt === null) return
    const timer = setTimeout(() => setFailedAt(null), ERROR_MARK_MS)
    return () => clearTimeout(timer)
  }, [failedAt])

  return failedAt !== null
}

/** Mutations in flight, read straight from the cache (cheaper than useIsMutating's state list). */
function useMutating(): number {
  const queryClient = useQueryClient()
  const subscribe = useCallback((onChange: () => void) => queryClient.getMutationCache().subscribe(onChange), [queryClient])
  return useSyncExternalStore(subscribe, () => queryClient.isMutating())
}

/** SHELL-049/050: a thin bar while calls are in flight; red for a moment when one fails. */
export function BusyIndicator() {
  const fetching = useIsFetching({ predicate: isTracked })
  const mutating = useMutating()
  const failed = useErrorMark()
  const busy = fetching + mutating > 0
  const state = busy ? 'busy' : failed ? 'error' : 'idle'

  return (
    <div data-busy-indicator data-state={state} className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      {busy && (
        <div
          role="progressbar"
          aria-label="Carregando"
          className={cn('h-full w-full animate-pulse', failed ? 'bg-danger-500' : 'bg-brand-500')}
        />
      )}
      {!busy && failed && <div aria-hidden="true" className="h-full w-full bg-danger-500" />}
    </div>
  )
}
