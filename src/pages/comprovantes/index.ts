export { ComprovantesPage } from './ui/comprovantes-page'
export { carregarComprovantes } from './model/carregar'
