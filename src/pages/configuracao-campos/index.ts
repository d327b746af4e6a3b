export { ConfiguracaoCamposPage } from './ui/configuracao-campos-page'
