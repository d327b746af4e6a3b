import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

/** A day bank entry by hand: days credited (positive) or debited (negative). */
export const lancamentoBancoDiasSchema = z.object({
  id: z.number(),
  funcionario: z.nullish(z.object({ id: z.number(), nome: z.string() })),
  bancoDias: z.nullish(z.object({ id: z.number(), descricao: z.string() })),
  data: z.string(),
  dias: z.number(),
  tipo: z.string(),
  observacao: z.string(),
})
export type LancamentoBancoDias = z.infer<typeof lancamentoBancoDiasSchema>

/** Entries of the day banks (/banco-dias/lancamentos/...): each changes the time card's day bank table. */
export const lancamentoBancoDiasResource = createResource({
  key: 'lancamento-banco-dias',
  resource: 'banco-dias/lancamentos',
  item: lancamentoBancoDiasSchema,
  sort: ['data,desc'],
})
