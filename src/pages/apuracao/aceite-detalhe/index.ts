export { AceiteDetalhePage } from './ui/aceite-detalhe-page'
export { carregarAceite } from './model/carregar'
