import type { QueryClient } from '@tanstack/react-query'
import { acaoLoteQueries, FILTRO_LOTE_PADRAO, type FiltroLote, type RotaAcaoLote } from '@/entities/acao-lote'

/** The employee list's first filter: changing employees may also turn time control on, so that list shows everyone. */
export function filtroInicialDaAcao(rota: RotaAcaoLote): FiltroLote {
  return rota === '/acoes-lote/alterar-funcionarios' ? { ...FILTRO_LOTE_PADRAO, controlaPonto: false } : FILTRO_LOTE_PADRAO
}

/** The batch action routes' loader: the first page of the employee list, which the screen shows first (BATCH-001). */
export async function carregarAcaoLote(queryClient: QueryClient, rota: RotaAcaoLote): Promise<void> {
  await queryClient.ensureQueryData(acaoLoteQueries.funcionarios({ filtro: filtroInicialDaAcao(rota), page: 0 }))
}

