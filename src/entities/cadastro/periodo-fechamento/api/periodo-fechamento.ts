import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

/** A company's closing period: from `diaInicio` of one month to the day before it in the next. */
export const periodoFechamentoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  empresaId: z.number(),
  empresa: z.optional(z.string()),
  diaInicio: z.number(),
})
export type PeriodoFechamento = z.infer<typeof periodoFechamentoSchema>

export const periodoFechamentoResource = createResource({
  key: 'periodo-fechamento',
  resource: 'periodosfechamento',
  item: periodoFechamentoSchema,
  sort: ['descricao,asc'],
})
