export { CompletarCadastroForm } from './ui/completar-cadastro-form'
export { completarCadastroSchema } from './model/completar-cadastro.schema'
export type { CompletarCadastroValues } from './model/completar-cadastro.schema'
