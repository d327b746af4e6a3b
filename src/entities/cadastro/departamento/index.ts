export { departamentoSchema } from './api/departamento.schema'
export type { Departamento } from './api/departamento.schema'
export { departamentoQueries, departamentoResource } from './api/departamento.queries'
