export { ProximaCompetenciaButton } from './ui/proxima-competencia-button'
