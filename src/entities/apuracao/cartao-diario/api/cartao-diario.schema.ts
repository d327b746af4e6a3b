/** The daily card (the contract's). */
export {
  cartaoDiarioSchema,
  linhaCartaoDiarioSchema,
  type CartaoDiario,
  type LinhaCartaoDiario,
} from '@/shared/api/contract/endpoints/cartao-ponto-diario'
