export { ReprocessarAfdButton } from './ui/reprocessar-afd-button'
