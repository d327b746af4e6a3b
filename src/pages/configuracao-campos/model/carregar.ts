import type { QueryClient } from '@tanstack/react-query'
import { configuracaoCamposQueries } from '@/entities/configuracao-campo'

/** The route's loader: the time card fields of the user's company. */
export async function carregarConfiguracaoCampos(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(configuracaoCamposQueries.cartaoPonto())
}
