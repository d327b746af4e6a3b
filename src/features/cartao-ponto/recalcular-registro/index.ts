export { RecalcularButton } from './ui/recalcular-button'
export type { RecalcularButtonProps } from './ui/recalcular-button'
export { recalcularRegistro, useRecalcularRegistro } from './api/recalcular-registro.mutation'
