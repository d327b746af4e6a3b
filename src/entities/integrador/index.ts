export { integradorQueries, integradorResource } from './api/integrador.queries'
export { integradorSchema } from './api/integrador.schema'
export type { Integrador } from './api/integrador.schema'
