import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { ApiError } from '@/shared/api'
import { historicoQueries } from '../api/alteracao-cartao.queries'

/** A backend without the history extension answers 404 to it (the card itself exists: the screen shows it). */
export const historicoIndisponivel = (error: unknown): boolean => error instanceof ApiError && error.status === 404

export const MSG_HISTORICO_INDISPONIVEL = 'Histórico indisponível neste servidor.'

/** Whether a read of the history got 404 on this client: the screens then stop offering it. */
export function historicoIndisponivelNoCache(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: historicoQueries.all() })
    .some((query) => historicoIndisponivel(query.state.error))
}

/** False once the backend answered 404 to the history: its menu item, button and undo notice go away. */
export function useHistoricoDisponivel(): boolean {
  const queryClient = useQueryClient()
  // Only the history's reads can change the answer: the card's steps fire many cache events, each would search the cache.
  const subscribe = useCallback(
    (listener: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === historicoQueries.all()[0]) listener()
      }),
    [queryClient],
  )
  return useSyncExternalStore(subscribe, () => !historicoIndisponivelNoCache(queryClient))
}
