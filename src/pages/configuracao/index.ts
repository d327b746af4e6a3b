export { ConfiguracaoPage } from './ui/configuracao-page'
export { carregarConfiguracao } from './model/carregar'
