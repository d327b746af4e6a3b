export { ConfiguracaoPage } from './ui/configuracao-page'
