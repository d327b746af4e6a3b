export { ArquivosFiscaisPage } from './ui/arquivos-fiscais-page'
