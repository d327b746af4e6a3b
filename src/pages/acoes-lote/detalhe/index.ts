export { AcaoLoteDetalhePage } from './ui/acao-lote-detalhe-page'
