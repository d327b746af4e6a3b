import type { z } from 'zod/mini'
import { createResource } from '@/shared/api'
import { lancamentoBancoDiasSchema } from './lancamento-banco-dia.schema'

export { lancamentoBancoDiasSchema }

export type LancamentoBancoDias = z.infer<typeof lancamentoBancoDiasSchema>

/** Entries of the day banks (/banco-dias/lancamentos/...): each changes the time card's day bank table. */
export const lancamentoBancoDiasResource = createResource({
  key: 'lancamento-banco-dias',
  resource: 'banco-dias/lancamentos',
  item: lancamentoBancoDiasSchema,
  sort: ['data,desc'],
})
