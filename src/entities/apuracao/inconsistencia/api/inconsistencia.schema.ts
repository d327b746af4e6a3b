/** The inconsistent days of the time cards (the contract's). */
export {
  inconsistenciaDetalheSchema,
  inconsistenciaSchema,
  type Inconsistencia,
  type InconsistenciaDetalhe,
} from '@/shared/api/contract/endpoints/inconsistencias'
