import type { QueryClient } from '@tanstack/react-query'
import { saldoBancoHorasQueries } from '@/entities/apuracao/saldo-banco-hora'

/** The route's loader: the balances as the screen opens (the server's competence, every department). */
export async function carregarSaldoBancoHoras(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(saldoBancoHorasQueries.lista({}))
}
