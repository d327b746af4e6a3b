export { AceiteDetalhePage } from './ui/aceite-detalhe-page'
