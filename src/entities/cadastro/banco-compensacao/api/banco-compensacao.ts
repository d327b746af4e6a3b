import { createResource } from '@/shared/api'
import { bancoCompensacaoSchema } from './banco-compensacao.schema'

/** REG-059: the two kinds of compensation bank. */
export const TIPOS_BANCO_COMPENSACAO = { COMPETENCIAS: 'Por competências', DIAS: 'Por vencimento (dias)' } as const

export { bancoCompensacaoSchema, type BancoCompensacao } from './banco-compensacao.schema'

export const bancoCompensacaoResource = createResource({
  key: 'banco-compensacao',
  resource: 'banco-compensacao',
  item: bancoCompensacaoSchema,
  sort: ['descricao,asc'],
})
