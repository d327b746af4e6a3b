import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

/** REG-059: the two kinds of compensation bank. */
export const TIPOS_BANCO_COMPENSACAO = { COMPETENCIAS: 'Por competências', DIAS: 'Por vencimento (dias)' } as const

export const bancoCompensacaoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  tipo: z.enum(['COMPETENCIAS', 'DIAS']),
  inicio: z.string(),
  fim: z.nullable(z.string()),
  validade: z.number(),
  apenasLancamentoManual: z.boolean(),
})
export type BancoCompensacao = z.infer<typeof bancoCompensacaoSchema>

export const bancoCompensacaoResource = createResource({
  key: 'banco-compensacao',
  resource: 'banco-compensacao',
  item: bancoCompensacaoSchema,
  sort: ['descricao,asc'],
})
