export { inconsistenciaQueries } from './api/inconsistencia.queries'
export type { InconsistenciaFiltro } from './api/inconsistencia.queries'
export { inconsistenciaDetalheSchema, inconsistenciaSchema } from './api/inconsistencia.schema'
export type { Inconsistencia, InconsistenciaDetalhe } from './api/inconsistencia.schema'
