import type { QueryClient } from '@tanstack/react-query'
import { inconsistenciaQueries } from '@/entities/apuracao/inconsistencia'

/** The route's loader: the inconsistent day the screen shows, id '{funcionarioId}-{yyyy-MM-dd}'. */
export async function carregarInconsistencia(queryClient: QueryClient, id: string): Promise<void> {
  await queryClient.ensureQueryData(inconsistenciaQueries.detalhe(id))
}
