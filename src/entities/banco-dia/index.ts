export { bancoDiasRegistroSchema, bancoDiasResource, buscarBancosDias } from './api/banco-dias-registro'
export type { BancoDiasRegistro } from './api/banco-dias-registro'
