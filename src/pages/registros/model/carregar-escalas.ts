import type { QueryClient } from '@tanstack/react-query'
import { competenciaQueries, defaultCompetencia, type Competencia } from '@/entities/competencia'
import { carregarListaRegistro, filtroDaLista } from './carregar'
import type { Registro } from './registro'

export const ESCALAS = '/escalas'
export const listaDeEscalas = (competencia: string | number) => `${ESCALAS}?competencia=${competencia}`

/** The register whose list always carries the chosen competence (a query parameter, not a clearable filter). */
export function naCompetencia(registro: Registro, competencia: string): Registro {
  const { queries } = registro.resource
  const list: typeof queries.list = (params) => queries.list({ ...params, filtro: { ...params.filtro, competencia } })
  return { ...registro, resource: { ...registro.resource, queries: { ...queries, list } } }
}

/** The competence of the rosters listed: the URL's, else the open one, as the time card chooses it. */
export function competenciaDasEscalas(search: { competencia?: unknown }, opcoes: readonly Competencia[]): number | undefined {
  return search.competencia === undefined ? defaultCompetencia(opcoes)?.id : Number(search.competencia)
}

/** /escalas: the competences of the selector, then the first page of the chosen one's rosters. */
export async function carregarEscalas(
  queryClient: QueryClient,
  registro: Registro,
  search: Readonly<Record<string, unknown>>,
): Promise<void> {
  const escolhida = competenciaDasEscalas(search, await queryClient.ensureQueryData(competenciaQueries.options()))
  const lista = escolhida === undefined ? registro : naCompetencia(registro, String(escolhida))
  await carregarListaRegistro(queryClient, lista, filtroDaLista(lista, search).filtro)
}

/** /escalas/new/{competencia}: the competence the new roster comes with. */
export async function carregarNovaEscala(queryClient: QueryClient, competencia: string): Promise<void> {
  await queryClient.ensureQueryData(competenciaQueries.detail(competencia))
}
