export { AlterarHorarioDiaDialog } from './ui/alterar-horario-dia-dialog.lazy'
export type { AlterarHorarioDiaDialogProps } from './ui/alterar-horario-dia-dialog'
export { tornarFolga, useAlterarHorarioDia, vincularQuadroHorario } from './api/alterar-horario-dia.mutation'
export type { AlterarHorarioDiaPedido, FolgaPedido, VincularQuadroPedido } from './api/alterar-horario-dia.mutation'
export {
  alterarHorarioDiaSchema,
  valoresIniciais,
} from './model/alterar-horario-dia.schema'
export type { AlterarHorarioDiaValues } from './model/alterar-horario-dia.schema'
