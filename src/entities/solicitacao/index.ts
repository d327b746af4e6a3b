export { solicitacaoQueries } from './api/solicitacao.queries'
export type { FiltroDaAprovacao, SolicitacaoListaParams } from './api/solicitacao.queries'
export {
  aceitaAtestado,
  ATESTADO_MAX_BYTES,
  MSG_ATESTADO_INVALIDO,
  solicitacaoDetalheSchema,
  solicitacaoResumoSchema,
  solicitacaoSchema,
  tipoDoAtestado,
} from './api/solicitacao.schema'
export type { AnexoSolicitacao, Solicitacao, SolicitacaoDetalhe, SolicitacaoResumo } from './api/solicitacao.schema'
export { baixarAnexo, enviarAnexo, removerAnexo } from './api/anexo'
export { STATUS_SOLICITACAO, statusLabel } from './model/status'
export {
  ESCOPOS,
  ESCOPO_PADRAO,
  FILTRO_INICIAL,
  ROTULO_ESCOPO,
  SOLICITACAO_DEBOUNCE_MS,
  escopoDe,
} from './model/filtro'
export type { Escopo, SolicitacaoFiltro } from './model/filtro'
export { SOLICITACOES_POR_PAGINA, useSolicitacoes } from './model/use-solicitacoes'
export { tamanhoDoArquivo } from './model/tamanho-do-arquivo'
