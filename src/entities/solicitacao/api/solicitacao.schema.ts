/** Requests (the contract's). */
export {
  aceitaAtestado,
  anexoSolicitacaoSchema,
  ATESTADO_MAX_BYTES,
  MSG_ATESTADO_INVALIDO,
  solicitacaoDetalheSchema,
  solicitacaoResumoSchema,
  solicitacaoSchema,
  tipoDoAtestado,
  type AnexoSolicitacao,
  type Solicitacao,
  type SolicitacaoDetalhe,
  type SolicitacaoResumo,
} from '@/shared/api/contract/endpoints/solicitacao.schema'
