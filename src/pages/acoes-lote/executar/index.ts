export { AcaoLotePage } from './ui/acao-lote-page'
export type { AcaoLotePageProps } from './ui/acao-lote-page'
export { carregarAcaoLote } from './model/carregar'
