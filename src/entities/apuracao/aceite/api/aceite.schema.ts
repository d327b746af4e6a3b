/** A row of 'Cartão Ponto Digital' (the contract's). */
export { aceiteSchema, SITUACOES_ACEITE, type Aceite, type SituacaoAceite } from '@/shared/api/contract/endpoints/aceites'
