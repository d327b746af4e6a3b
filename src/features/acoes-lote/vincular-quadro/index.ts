export { VincularQuadroLoteForm } from './ui/vincular-quadro-form'
export type { VincularQuadroLoteFormProps } from './ui/vincular-quadro-form'
