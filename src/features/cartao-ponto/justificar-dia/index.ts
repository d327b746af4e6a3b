export { JustificarDiaDialog } from './ui/justificar-dia-dialog.lazy'
export type { JustificarDiaDialogProps } from './ui/justificar-dia-dialog'
export { justificarDia, useJustificarDia } from './api/justificar-dia.mutation'
export type { JustificarDiaPedido } from './api/justificar-dia.mutation'
export {
  ROTULO_TIPO,
  TIPOS_JUSTIFICAR_DIA,
  horasJustificadas,
  justificarDiaSchema,
  tiposJustificarDia,
} from './model/justificar-dia.schema'
export type { TipoJustificarDia } from './model/justificar-dia.schema'
