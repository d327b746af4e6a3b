export { SimularMarcacoesForm } from './ui/simular-marcacoes-form'
export type { SimularMarcacoesFormProps } from './ui/simular-marcacoes-form'
export { simularMarcacoes, useSimularMarcacoes } from './api/simular-marcacoes.mutation'
export type { Simulacao, SimularMarcacoes } from './api/simular-marcacoes.mutation'
export {
  CAMPOS_SIMULAR_MARCACOES, MSG_DATA, MSG_FUNCIONARIO, MSG_HORARIOS, MSG_HORARIO_INVALIDO, separarHorarios, simularMarcacoesSchema,
} from './model/simular-marcacoes.schema'
