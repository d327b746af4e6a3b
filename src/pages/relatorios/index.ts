export { RelatoriosPage } from './ui/relatorios-page'
