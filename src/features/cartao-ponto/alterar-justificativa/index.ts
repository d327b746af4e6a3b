export { AlterarJustificativaButton } from './ui/alterar-justificativa-button'
export type { AlterarJustificativaButtonProps } from './ui/alterar-justificativa-button'
export { AlterarJustificativaDialog } from './ui/alterar-justificativa-dialog.lazy'
export type { AlterarJustificativaDialogProps } from './ui/alterar-justificativa-dialog'
export { alterarJustificativa, useAlterarJustificativa } from './api/alterar-justificativa.mutation'
export type { AlterarJustificativa } from './api/alterar-justificativa.mutation'
export {
  ROLE_ALTERAR_TIPO_JUSTIFICATIVA,
  ROTULOS_TIPO_JUSTIFICATIVA,
  alterarJustificativaSchema,
  podeAlterarHoras,
  podeAlterarTipo,
} from './model/alterar-justificativa.schema'
export type { AlterarJustificativaValues } from './model/alterar-justificativa.schema'
