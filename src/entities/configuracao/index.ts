export { configQueries } from './api/configuracao.queries'
export { configSchema } from './api/configuracao.schema'
export type { Config } from './api/configuracao.schema'
