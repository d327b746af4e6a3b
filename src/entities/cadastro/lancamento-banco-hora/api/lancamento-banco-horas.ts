import type { z } from 'zod/mini'
import { createResource } from '@/shared/api'
import { lancamentoBancoHorasSchema } from './lancamento-banco-horas.schema'

export { lancamentoBancoHorasSchema }

export type LancamentoBancoHoras = z.infer<typeof lancamentoBancoHorasSchema>

export const TIPOS_LANCAMENTO_BANCO_HORAS = { CREDITO: 'Crédito', DEBITO: 'Débito', PAGAMENTO: 'Pagamento' } as const

/** Entries of the hour banks (/banco-horas/lancamentos): listed and created; each changes the time card's balances. */
export const lancamentoBancoHorasResource = createResource({
  key: 'lancamento-banco-horas',
  resource: 'banco-horas/lancamentos',
  item: lancamentoBancoHorasSchema,
  sort: ['data,desc'],
})
