import type { QueryClient } from '@tanstack/react-query'
import { aceiteQueries } from '@/entities/apuracao/aceite'

/** The route's loader: both lists as the screen opens, unfiltered (the filters chosen later are the screen's). */
export async function carregarAceites(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(aceiteQueries.lista({ situacao: 'PENDENTE' })),
    queryClient.ensureQueryData(aceiteQueries.lista({ situacao: 'ACEITO' })),
  ])
}
