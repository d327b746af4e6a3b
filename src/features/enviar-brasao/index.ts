export { BrasaoPanel } from './ui/brasao-panel'
