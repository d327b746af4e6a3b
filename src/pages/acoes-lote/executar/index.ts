export { AcaoLotePage } from './ui/acao-lote-page'
export type { AcaoLotePageProps } from './ui/acao-lote-page'
export { carregarAcaoLote, tituloDaAcao } from './model/carregar'
