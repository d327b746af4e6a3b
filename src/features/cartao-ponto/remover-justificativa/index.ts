export { RemoverJustificativaButton } from './ui/remover-justificativa-button'
export type { RemoverJustificativaButtonProps } from './ui/remover-justificativa-button'
export { removerJustificativa, useRemoverJustificativa } from './api/remover-justificativa.mutation'
export type { RemoverJustificativa } from './api/remover-justificativa.mutation'
export {
  ROLE_REMOVER_JUSTIFICATIVA,
  podeRemoverJustificativa,
} from './model/remover-justificativa'
