import type { z } from 'zod/mini'
import { apiPost, createResource } from '@/shared/api'
import { lancamentoBancoCompensacaoSchema } from './lancamento-banco-compensacao.schema'

export { lancamentoBancoCompensacaoSchema }

export type LancamentoBancoCompensacao = z.infer<typeof lancamentoBancoCompensacaoSchema>

export const lancamentoBancoCompensacaoResource = createResource({
  key: 'lancamento-banco-compensacao',
  resource: 'banco-compensacao/lancamentos',
  item: lancamentoBancoCompensacaoSchema,
  sort: ['data,desc'],
})

/** Writes an entry off: a counter-entry of the same amount today. */
export const baixarLancamentoCompensacao = (id: number) =>
  apiPost(`/api/banco-compensacao/lancamentos/${id}/baixa`, undefined, lancamentoBancoCompensacaoSchema)
