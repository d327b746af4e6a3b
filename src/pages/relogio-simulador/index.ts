export { RelogioSimuladorPage } from './ui/relogio-simulador-page'
