export { MoverMarcacoesForm } from './ui/mover-marcacoes-form'
export type { MoverMarcacoesFormProps } from './ui/mover-marcacoes-form'
