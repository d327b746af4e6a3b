export { departamentoSchema } from './api/departamento.schema'
export type { Departamento } from './api/departamento.schema'
export { departamentoQueries, departamentoResource, departamentoResponsaveis } from './api/departamento.queries'
