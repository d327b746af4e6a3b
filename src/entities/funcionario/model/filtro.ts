import type { QueryParams } from '@/shared/api'

/** A tri-state filter: `true`, `false`, or 'todos' (no restriction). */
export type TriState = boolean | 'todos'

/** The lookup fields of the employee filter (TC-027), each an id of its register. */
export const FILTRO_LOOKUPS = ['empresa', 'cargo', 'departamento', 'localTrabalho', 'classe', 'quadroHorario'] as const
export type FiltroLookup = (typeof FILTRO_LOOKUPS)[number]

export type FuncionarioFiltro = Partial<Record<FiltroLookup, number>> & {
  ativo: TriState
  permiteHoraExtra: TriState
}

/** TC-030: the default filter is ativo=true. */
export const FILTRO_PADRAO: FuncionarioFiltro = { ativo: true, permiteHoraExtra: 'todos' }

/** 'todos' sends no parameter; true/false send 'true'/'false' (TC-028/029). */
export const triStateParam = (value: TriState): string | undefined => (value === 'todos' ? undefined : String(value))

/** TC-016: the filter as query parameters of the employee search. */
export function filtroToQuery(filtro: FuncionarioFiltro): QueryParams {
  const query: QueryParams = {}
  for (const field of FILTRO_LOOKUPS) query[field] = filtro[field]
  query.ativo = triStateParam(filtro.ativo)
  query.permiteHoraExtra = triStateParam(filtro.permiteHoraExtra)
  return query
}

/** Only the filter's own fields, whatever else the source object holds (e.g. URL search params). */
export function pickFiltro(source: Partial<FuncionarioFiltro>): FuncionarioFiltro {
  const filtro: FuncionarioFiltro = {
    ativo: source.ativo ?? FILTRO_PADRAO.ativo,
    permiteHoraExtra: source.permiteHoraExtra ?? FILTRO_PADRAO.permiteHoraExtra,
  }
  for (const field of FILTRO_LOOKUPS) {
    const id = source[field]
    if (id !== undefined) filtro[field] = id
  }
  return filtro
}
