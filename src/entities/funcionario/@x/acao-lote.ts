export { FILTRO_LOOKUPS, FILTRO_PADRAO, triStateParam } from '../index'
export type { FuncionarioFiltro } from '../index'
