export { cartaoDiarioQueries } from './api/cartao-diario.queries'
export type { CartaoDiarioFiltro } from './api/cartao-diario.queries'
export { cartaoDiarioSchema, linhaCartaoDiarioSchema } from './api/cartao-diario.schema'
export type { CartaoDiario, LinhaCartaoDiario } from './api/cartao-diario.schema'
