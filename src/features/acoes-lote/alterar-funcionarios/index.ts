export { AlterarFuncionariosLoteForm } from './ui/alterar-funcionarios-form'
export type { AlterarFuncionariosLoteFormProps } from './ui/alterar-funcionarios-form'
