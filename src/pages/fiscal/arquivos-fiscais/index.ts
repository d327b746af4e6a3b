export { ArquivosFiscaisPage } from './ui/arquivos-fiscais-page'
export { carregarArquivosFiscais } from './model/carregar'
