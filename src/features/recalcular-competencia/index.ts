export { RecalcularCompetenciaButton } from './ui/recalcular-competencia-button'
