export { lancamentoBancoDiasResource, lancamentoBancoDiasSchema } from './api/lancamento-banco-dia'
export type { LancamentoBancoDias } from './api/lancamento-banco-dia'
