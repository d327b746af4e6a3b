export { RelogioPage } from './ui/relogio-page'
export { carregarRelogio } from './model/carregar'
