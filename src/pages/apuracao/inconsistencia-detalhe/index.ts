export { DIA_CORRIGIDO, InconsistenciaDetalhePage } from './ui/inconsistencia-detalhe-page'
export { carregarInconsistencia } from './model/carregar'
