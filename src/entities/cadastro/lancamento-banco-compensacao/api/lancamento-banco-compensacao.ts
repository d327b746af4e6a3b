import { z } from 'zod/mini'
import { apiPost, createResource } from '@/shared/api'

/** A compensation bank entry by hand (hours signed: negative is a debit), possibly written off. */
export const lancamentoBancoCompensacaoSchema = z.object({
  id: z.number(),
  funcionario: z.nullish(z.object({ id: z.number(), nome: z.string() })),
  bancoCompensacao: z.nullish(z.object({ id: z.number(), descricao: z.string() })),
  data: z.string(),
  horas: z.string(),
  observacao: z.string(),
  baixaDeId: z.nullable(z.number()),
  baixadoPorId: z.nullable(z.number()),
})
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
