export { MinhaContaPage } from './ui/minha-conta-page'
