export { MovimentacaoRhAcoes } from './ui/movimentacao-rh-acoes'
export type { MovimentacaoRhAcoesProps } from './ui/movimentacao-rh-acoes'
export {
  removerMovimentacao,
  reprocessarMovimentacao,
  useRemoverMovimentacao,
  useReprocessarMovimentacao,
} from './api/movimentacao-rh.mutation'
export type { AcaoMovimentacao } from './api/movimentacao-rh.mutation'
export {
  ROLE_EXCLUIR_MOVIMENTACAO,
  ROLE_REPROCESSAR_MOVIMENTACAO,
  podeRemoverMovimentacao,
  podeReprocessarMovimentacao,
} from './model/movimentacao-rh'
