import type { QueryClient } from '@tanstack/react-query'
import { configQueries } from '@/entities/configuracao'
import { homeQueries } from '@/entities/home'
import { mayApproveRequests, seesHomeWidgets, type Sessao } from '@/entities/sessao'
import { solicitacaoQueries } from '@/entities/solicitacao'
import { TILES } from '../ui/count-tiles'

/** The competence in force of the configuration, which the pending requests are read for. */
export function competenciaAtualId(current: unknown): number | undefined {
  if (typeof current !== 'object' || current === null || !('id' in current)) return undefined
  return typeof current.id === 'number' ? current.id : undefined
}

/**
 * The home route's loader: the widgets this user sees, read before the screen shows. Each widget keeps its own
 * failure (HOME-016's shared banner), so they are prefetched, which never throws, and the screen reads them with
 * useQuery.
 */
export async function carregarHome(queryClient: QueryClient, sessao: Sessao): Promise<void> {
  const leituras: Promise<unknown>[] = []
  if (seesHomeWidgets(sessao)) {
    leituras.push(...TILES.map((tile) => queryClient.prefetchQuery(homeQueries.count(tile.kind))))
    leituras.push(queryClient.prefetchQuery(homeQueries.divisaoHoras()))
  }
  if (mayApproveRequests(sessao)) {
    leituras.push(
      queryClient.ensureQueryData(configQueries.load()).then(
        (config) => queryClient.prefetchQuery(solicitacaoQueries.paraDeferimento({ competencia: competenciaAtualId(config.current) })),
        () => undefined,
      ),
    )
  }
  await Promise.all(leituras)
}
