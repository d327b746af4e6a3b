export { ImprimirCartoesLoteForm } from './ui/imprimir-cartoes-form'
export type { ImprimirCartoesLoteFormProps } from './ui/imprimir-cartoes-form'
