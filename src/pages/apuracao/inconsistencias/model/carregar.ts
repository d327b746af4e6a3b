import type { QueryClient } from '@tanstack/react-query'
import { inconsistenciaQueries } from '@/entities/apuracao/inconsistencia'
import { funcionarioQueries } from '@/entities/funcionario'
import { inconsistenciaFiltro, type InconsistenciasSearch } from './search'

/**
 * The route's loader: the inconsistent days of the URL's filters, which the screen shows; the name of the URL's
 * employee, for the picker, is read alongside (not awaited).
 */
export async function carregarInconsistencias(queryClient: QueryClient, search: InconsistenciasSearch): Promise<void> {
  if (search.funcionario !== undefined) void queryClient.prefetchQuery(funcionarioQueries.detail(search.funcionario))
  await queryClient.ensureQueryData(inconsistenciaQueries.lista(inconsistenciaFiltro(search)))
}
