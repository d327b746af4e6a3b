export { ConfiguracaoCamposPage } from './ui/configuracao-campos-page'
export { carregarConfiguracaoCampos } from './model/carregar'
