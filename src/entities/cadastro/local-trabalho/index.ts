export { enderecoSchema, localTrabalhoSchema } from './api/local-trabalho.schema'
export type { Endereco, LocalTrabalho } from './api/local-trabalho.schema'
export { localTrabalhoQueries, localTrabalhoResource, localTrabalhoResponsaveis } from './api/local-trabalho.queries'
