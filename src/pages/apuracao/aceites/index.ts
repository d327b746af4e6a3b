export { AceitesPage, SEM_ACEITOS, SEM_PENDENTES } from './ui/aceites-page'
export { carregarAceites } from './model/carregar'
