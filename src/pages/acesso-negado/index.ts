export { AcessoNegadoPage } from './ui/acesso-negado-page'
