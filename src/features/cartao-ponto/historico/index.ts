export { HistoricoCartaoButton } from './ui/historico-cartao-button'
export { HistoricoDiaDialog } from './ui/historico-dia-dialog.lazy'
export type { HistoricoDiaDialogProps } from './ui/historico-dia-dialog'
export type { HistoricoCartaoDialogProps } from './ui/historico-cartao-dialog'
export { desfazerAlteracao, desfazerAlteracaoMutation, useDesfazerAlteracao } from './api/desfazer-alteracao.mutation'
export {
  MSG_ALTERACAO_DESFEITA,
  MSG_ALTERACAO_SALVA,
  MSG_DESFAZER_INDISPONIVEL,
  MSG_NADA_A_DESFAZER,
  desfazerUltima,
  useAvisoDesfazer,
} from './model/desfazer-ultima'
export type { DiaDoCartao } from './model/desfazer-ultima'
