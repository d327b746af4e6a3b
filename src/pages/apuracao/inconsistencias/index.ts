export { InconsistenciasPage, SEM_INCONSISTENCIAS } from './ui/inconsistencias-page'
