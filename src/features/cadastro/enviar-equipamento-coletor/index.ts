export { EnviarColetorPanel } from './ui/enviar-coletor-panel'
