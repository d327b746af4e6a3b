/** The notes line of a card as GET /api/observacao-cartao-ponto answers it (the contract's). */
export { observacaoCartaoPontoSchema } from '@/shared/api/contract/endpoints/observacao-cartao-ponto'
