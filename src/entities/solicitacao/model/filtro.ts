/** REQ-003 (doc2 §3, §9): the scopes of the request list; ME by default, PARA_DEFERIMENTO the ones awaiting the user. */
export const ESCOPOS = ['ME', 'PARA_DEFERIMENTO', 'TODOS'] as const
export type Escopo = (typeof ESCOPOS)[number]
export const ESCOPO_PADRAO: Escopo = 'ME'

export const ROTULO_ESCOPO: Record<Escopo, string> = {
  ME: 'Minhas solicitações',
  PARA_DEFERIMENTO: 'Para deferimento',
  TODOS: 'Todas',
}

/** REQ-005 (doc2 §7, §9): the request list call waits until the filters settle for 500 ms. */
export const SOLICITACAO_DEBOUNCE_MS = 500

/** REQ-002: the request filters. Dates are 'yyyy-MM-dd' ('' = none), status '' = all. */
export interface SolicitacaoFiltro {
  search: string
  escopo: Escopo
  status: string
  inicio: string
  fim: string
}

export const FILTRO_INICIAL: SolicitacaoFiltro = { search: '', escopo: ESCOPO_PADRAO, status: '', inicio: '', fim: '' }

/** A scope from a path segment (/solicitacao/escopo/{escopo}); unknown values fall back to the default. */
export function escopoDe(valor: string | undefined): Escopo {
  const upper = valor?.toUpperCase()
  return (ESCOPOS as readonly string[]).includes(upper ?? '') ? (upper as Escopo) : ESCOPO_PADRAO
}
