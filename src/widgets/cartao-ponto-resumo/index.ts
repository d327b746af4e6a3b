export { CartaoPontoResumo } from './ui/cartao-ponto-resumo'
export { CartaoPontoTabelas } from './ui/cartao-ponto-tabelas'
