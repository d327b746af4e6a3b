export { DIA_CORRIGIDO, InconsistenciaDetalhePage } from './ui/inconsistencia-detalhe-page'
