/** Requests (the contract's). */
export {
  solicitacaoDetalheSchema,
  solicitacaoResumoSchema,
  solicitacaoSchema,
  type Solicitacao,
  type SolicitacaoDetalhe,
  type SolicitacaoResumo,
} from '@/shared/api/contract/endpoints/solicitacao'
