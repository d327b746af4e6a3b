export { DiasEscalaPanel } from './ui/dias-escala-panel'
