export { RelogioSimuladorPage } from './ui/relogio-simulador-page'
export { carregarRelogioSimulador } from './model/carregar'
