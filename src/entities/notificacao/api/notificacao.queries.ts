import { queryOptions } from '@tanstack/react-query'
import { ApiError, apiGet, type CaminhoDe } from '@/shared/api'
import { notificacoesSchema, type NotificacaoDto } from './notificacao.schema'
import { keepPending, type Notificacao, type NotificacaoOrigem } from '../model/notificacao'

/** HOME-017 */
export const NOTIFICACAO_POLL_MS = 15_000

async function load(path: CaminhoDe<'GET'>, origem: NotificacaoOrigem, signal: AbortSignal): Promise<Notificacao[]> {
  try {
    const items: NotificacaoDto[] = await apiGet(path, notificacoesSchema, { signal })
    return items.map((item) => ({ ...item, origem }))
  } catch (error) {
    // A user without access to one of the two sources simply has no notifications from it.
    if (error instanceof ApiError && error.status === 403) return []
    throw error
  }
}

export const notificacaoQueries = {
  all: () => ['notificacoes'] as const,
  /** HOME-018/019: employee warnings and system notifications together, only those with total above 0. */
  list: () =>
    queryOptions({
      queryKey: [...notificacaoQueries.all(), 'list'] as const,
      queryFn: async ({ signal }) => {
        const [funcionarios, sistema] = await Promise.all([
          load('/api/funcionarios/notificacoes', 'funcionarios', signal),
          load('/api/notificacoes', 'sistema', signal),
        ])
        return keepPending([...funcionarios, ...sistema])
      },
      refetchInterval: NOTIFICACAO_POLL_MS,
      meta: { background: true },
    }),
}
