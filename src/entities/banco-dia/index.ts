export { bancoDiasRegistroSchema, bancoDiasResource } from './api/banco-dias-registro'
export type { BancoDiasRegistro } from './api/banco-dias-registro'
