import type { z } from 'zod/mini'
import { createResource } from '@/shared/api'
import { periodoFechamentoSchema } from './periodo-fechamento.schema'

export { periodoFechamentoSchema }

export type PeriodoFechamento = z.infer<typeof periodoFechamentoSchema>

export const periodoFechamentoResource = createResource({
  key: 'periodo-fechamento',
  resource: 'periodosfechamento',
  item: periodoFechamentoSchema,
  sort: ['descricao,asc'],
})
