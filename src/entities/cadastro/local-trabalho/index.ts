export { localTrabalhoSchema } from './api/local-trabalho.schema'
export type { LocalTrabalho } from './api/local-trabalho.schema'
export { localTrabalhoQueries, localTrabalhoResource, localTrabalhoResponsaveis } from './api/local-trabalho.queries'
