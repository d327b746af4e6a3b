export { empresaQueries } from './api/empresa.queries'
export { empresaSchema } from './api/empresa.schema'
export type { Empresa } from './api/empresa.schema'
