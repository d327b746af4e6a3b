import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

/** An hour bank entry by hand: a credit, a debit or a payment of hours. */
export const lancamentoBancoHorasSchema = z.object({
  id: z.number(),
  funcionario: z.nullish(z.object({ id: z.number(), nome: z.string(), matricula: z.nullish(z.string()) })),
  bancoHoras: z.nullish(z.object({ id: z.number(), descricao: z.string() })),
  data: z.string(),
  tipo: z.enum(['CREDITO', 'DEBITO', 'PAGAMENTO']),
  origem: z.optional(z.string()),
  horas: z.string(),
  observacao: z.string(),
})
export type LancamentoBancoHoras = z.infer<typeof lancamentoBancoHorasSchema>

export const TIPOS_LANCAMENTO_BANCO_HORAS = { CREDITO: 'Crédito', DEBITO: 'Débito', PAGAMENTO: 'Pagamento' } as const

/** Entries of the hour banks (/banco-horas/lancamentos): listed and created; each changes the time card's balances. */
export const lancamentoBancoHorasResource = createResource({
  key: 'lancamento-banco-horas',
  resource: 'banco-horas/lancamentos',
  item: lancamentoBancoHorasSchema,
  sort: ['data,desc'],
})
