export { DecisaoSolicitacao, PERGUNTA_ESTORNO, ROTULO_DECISAO } from './ui/decisao-solicitacao'
export type { DecisaoSolicitacaoProps } from './ui/decisao-solicitacao'
export { decidirSolicitacao, useDecidirSolicitacao } from './api/decidir-solicitacao.mutation'
export type { Decisao, PedidoDecisao } from './api/decidir-solicitacao.mutation'
