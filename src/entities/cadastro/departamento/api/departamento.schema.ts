export { departamentoSchema, type Departamento } from '@/shared/api/contract/endpoints/departamentos'
