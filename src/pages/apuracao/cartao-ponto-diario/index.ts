export { CartaoPontoDiarioPage, SEM_FUNCIONARIOS } from './ui/cartao-ponto-diario-page'
export { carregarCartaoPontoDiario } from './model/carregar'
