export {
  integradorSchema,
  jobIntegradorSchema,
  SITUACOES_JOB,
  TIPOS_JOB_INTEGRADOR,
  type JobIntegrador,
} from '@/shared/api/contract/endpoints/integradores'
