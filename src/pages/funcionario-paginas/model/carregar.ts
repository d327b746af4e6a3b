import type { QueryClient } from '@tanstack/react-query'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { funcionarioPaginasQueries, funcionarioQueries, type ResumoFuncionario } from '@/entities/funcionario'
import { mayOpen, type Sessao } from '@/entities/sessao'
import type { PaginaFuncionario } from './abas'

/** The bank pages show the balances of the open competence's card, when the user may open that card. */
export function saldosDoCartao(sessao: Sessao | null, resumo: ResumoFuncionario, pagina: PaginaFuncionario) {
  const competenciaId = resumo.competencia?.id ?? 0
  const mostra =
    (pagina === 'bancoHoras' || pagina === 'bancoDias' || pagina === 'bancoCompensacao') &&
    competenciaId > 0 &&
    mayOpen(sessao, `/manutencao/${competenciaId}/${resumo.id}`)
  return { mostra, cartao: cartaoPontoQueries.detail({ competenciaId, funcionarioId: resumo.id }) }
}

/** What the page shows first besides the header: the links (detail), the EPIs or the map. */
function principal(queryClient: QueryClient, id: number, pagina: PaginaFuncionario): Promise<unknown> {
  if (pagina === 'dashboard') return Promise.resolve()
  if (pagina === 'epis') return queryClient.ensureQueryData(funcionarioPaginasQueries.epis(id))
  if (pagina === 'mapa') return queryClient.ensureQueryData(funcionarioPaginasQueries.mapa(id))
  return queryClient.ensureQueryData(funcionarioQueries.detail(id))
}

/**
 * The employee pages' loader: the header's summary and the page's own data, awaited; the side cards (dual employment,
 * the schedule in force, the card's balances) are read alongside, not awaited.
 */
export async function carregarPaginaFuncionario(
  queryClient: QueryClient,
  sessao: Sessao | null,
  id: number,
  pagina: PaginaFuncionario,
): Promise<void> {
  if (pagina === 'dashboard') void queryClient.prefetchQuery(funcionarioQueries.detail(id))
  if (pagina === 'quadroHorario') void queryClient.prefetchQuery(funcionarioQueries.quadroVigente(id))
  const [resumo] = await Promise.all([
    queryClient.ensureQueryData(funcionarioPaginasQueries.resumo(id)),
    principal(queryClient, id, pagina),
  ])
  const saldos = saldosDoCartao(sessao, resumo, pagina)
  if (saldos.mostra) void queryClient.prefetchQuery(saldos.cartao)
}
