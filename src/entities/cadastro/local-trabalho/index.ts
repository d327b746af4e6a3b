export { localTrabalhoSchema } from './api/local-trabalho.schema'
export type { LocalTrabalho } from './api/local-trabalho.schema'
export { localTrabalhoQueries, localTrabalhoResource } from './api/local-trabalho.queries'
