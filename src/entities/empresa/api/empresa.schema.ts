export {
  BRASAO_MAX_BYTES,
  empresaRegistroSchema,
  MSG_BRASAO_GRANDE,
  empresaSchema,
  type Empresa,
  type EmpresaRegistro,
} from '@/shared/api/contract/endpoints/empresas'
