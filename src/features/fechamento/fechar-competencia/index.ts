export { FecharCompetenciaForm } from './ui/fechar-competencia-form'
export type { FecharCompetenciaFormProps } from './ui/fechar-competencia-form'
export { useFecharCompetencia } from './api/fechar-competencia.mutation'
