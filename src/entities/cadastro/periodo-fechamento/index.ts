export { periodoFechamentoResource, periodoFechamentoSchema } from './api/periodo-fechamento'
export type { PeriodoFechamento } from './api/periodo-fechamento'
