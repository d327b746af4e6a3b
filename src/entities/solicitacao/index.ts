export { solicitacaoQueries } from './api/solicitacao.queries'
export { solicitacaoResumoSchema } from './api/solicitacao.schema'
export type { SolicitacaoResumo } from './api/solicitacao.schema'
export { statusLabel } from './model/status'
