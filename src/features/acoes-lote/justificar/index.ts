export { JustificarLoteForm } from './ui/justificar-form'
export type { JustificarLoteFormProps } from './ui/justificar-form'
