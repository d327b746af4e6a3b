export { NovaAcaoLotePage } from './ui/nova-acao-lote-page'
