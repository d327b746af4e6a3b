export { AcoesLotePage, SEM_ACOES } from './ui/acoes-lote-page'
export { carregarAcoesLote } from './model/carregar'
export { ACOES_LOTE_SEARCH_DEFAULTS, acoesLoteSearchSchema } from './model/search'
export type { AcoesLoteSearch } from './model/search'
