export { AcoesLotePage, SEM_ACOES } from './ui/acoes-lote-page'
