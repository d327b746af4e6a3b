export { buscarCidades, cidadeSchema } from './api/cidade.api'
export type { Cidade } from './api/cidade.api'
