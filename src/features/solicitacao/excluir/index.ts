export { ExcluirSolicitacaoButton, PERGUNTA_EXCLUIR } from './ui/excluir-solicitacao-button'
export { excluirSolicitacao, useExcluirSolicitacao } from './api/excluir-solicitacao.mutation'
