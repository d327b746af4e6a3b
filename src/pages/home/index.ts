export { HomePage } from './ui/home-page'
export { carregarHome } from './model/carregar'
