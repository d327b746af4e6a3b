export { inconsistenciaQueries } from './api/inconsistencia.queries'
export type { InconsistenciaFiltro } from './api/inconsistencia.queries'
export { inconsistenciaSchema } from './api/inconsistencia.schema'
export type { Inconsistencia } from './api/inconsistencia.schema'
