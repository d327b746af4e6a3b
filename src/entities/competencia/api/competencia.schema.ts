/** A competence (the contract's). */
export {
  competenciaSchema,
  MAX_DIAS_COMPETENCIA,
  periodoCabeNaCompetencia,
  periodoDoMes,
  type Competencia,
} from '@/shared/api/contract/endpoints/competencias'
/** The form's checks that compare fields run once those fields are valid (the contract's own rule). */
export { quandoValidos } from '@/shared/api/contract/cartao'
