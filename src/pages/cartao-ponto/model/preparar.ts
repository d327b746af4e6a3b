import type { QueryClient } from '@tanstack/react-query'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { competenciaQueries, defaultCompetencia } from '@/entities/competencia'
import { funcionarioQueries, pickFiltro } from '@/entities/funcionario'
import { isPlainEmployee, type Sessao } from '@/entities/sessao'
import type { ManutencaoSearch } from './search'

export interface Escolha {
  competenciaId: number | null
  funcionarioId: number | null
}

/**
 * The route loader's work, with the same query options as the page (one request per card):
 * warms the competence options and starts loading the card. Returns the choice to go to instead
 * (URL replaced) when the URL lacks a part that has a default:
 * - an employee without a competence gets the default competence (TC-024/025);
 * - a plain employee without an employee gets their own card (the search returns only them).
 */
export async function prepararCartaoPonto(
  queryClient: QueryClient,
  sessao: Sessao | null,
  escolha: Escolha,
  search: ManutencaoSearch,
): Promise<Escolha | null> {
  let funcionarioId = escolha.funcionarioId
  let competenciaId = escolha.competenciaId
  try {
    if (funcionarioId === null && sessao && isPlainEmployee(sessao)) {
      const lista = await queryClient.ensureQueryData(funcionarioQueries.search({ filtro: pickFiltro(search), page: 0 }))
      funcionarioId = lista.items[0]?.id ?? null
    }
    if (competenciaId === null && funcionarioId !== null) {
      competenciaId = defaultCompetencia(await queryClient.ensureQueryData(competenciaQueries.options()))?.id ?? null
    } else {
      void queryClient.prefetchQuery(competenciaQueries.options())
    }
  } catch {
    // The page shows the failed query's error under its title.
    return null
  }
  if (competenciaId !== escolha.competenciaId || funcionarioId !== escolha.funcionarioId) {
    return { competenciaId, funcionarioId }
  }
  if (competenciaId !== null && funcionarioId !== null) {
    void queryClient.prefetchQuery(cartaoPontoQueries.detail({ competenciaId, funcionarioId }))
  }
  return null
}
