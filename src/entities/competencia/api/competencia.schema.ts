/** A competence (the contract's). */
export { competenciaSchema, type Competencia } from '@/shared/api/contract/endpoints/competencias'
