export {
  empresaRegistroSchema,
  empresaSchema,
  type Empresa,
  type EmpresaRegistro,
} from '@/shared/api/contract/endpoints/empresas'
