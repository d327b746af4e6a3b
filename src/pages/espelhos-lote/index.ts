export { EspelhosLotePage } from './ui/espelhos-lote-page'
