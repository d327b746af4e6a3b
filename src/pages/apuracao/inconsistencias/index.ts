export { InconsistenciasPage, SEM_INCONSISTENCIAS } from './ui/inconsistencias-page'
export { carregarInconsistencias } from './model/carregar'
export { INCONSISTENCIAS_SEARCH_DEFAULTS, inconsistenciasSearchSchema } from './model/search'
export type { InconsistenciasSearch } from './model/search'
