export { aceiteQueries } from './api/aceite.queries'
export type { AceiteFiltro } from './api/aceite.queries'
export { aceiteSchema, SITUACOES_ACEITE } from './api/aceite.schema'
export type { Aceite, SituacaoAceite } from './api/aceite.schema'
