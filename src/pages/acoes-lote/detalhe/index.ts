export { AcaoLoteDetalhePage } from './ui/acao-lote-detalhe-page'
export { carregarAcaoLoteDetalhe } from './model/carregar'
