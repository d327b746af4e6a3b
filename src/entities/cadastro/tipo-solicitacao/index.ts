export { tipoSolicitacaoResource, tipoSolicitacaoSchema } from './api/tipo-solicitacao'
export type { TipoSolicitacao } from './api/tipo-solicitacao'
