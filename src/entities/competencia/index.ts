export {
  competenciaQueries,
  competenciaResource,
  COMPETENCIA_OPTIONS_QUERY,
  proximaCompetencia,
  recalcularCompetencia,
} from './api/competencia.queries'
export { competenciaSchema, MAX_DIAS_COMPETENCIA, periodoCabeNaCompetencia, periodoDoMes, quandoValidos } from './api/competencia.schema'
export type { Competencia } from './api/competencia.schema'
export { competenciaLabel, defaultCompetencia, isAberta, mesAno } from './model/competencia'
