import { z } from 'zod/mini'

export const MSG_EMPRESA = 'Selecione a empresa.'
export const MSG_INICIO = 'Informe a data inicial.'
export const MSG_FIM = 'Informe a data final.'
export const MSG_PERIODO = 'A data final deve ser posterior à inicial.'

export const arquivoFiscalSchema = z
  .object({
    tipo: z.enum(['aej', 'afdt', 'acjef', 'afd']),
    empresaId: z.nullable(z.number()).check(z.refine((v) => v !== null, MSG_EMPRESA)),
    inicio: z.string().check(z.minLength(1, MSG_INICIO)),
    fim: z.string().check(z.minLength(1, MSG_FIM)),
  })
  .check(
    z.refine((v) => !v.inicio || !v.fim || v.fim >= v.inicio, { message: MSG_PERIODO, path: ['fim'] }),
  )
export type ArquivoFiscalValues = z.output<typeof arquivoFiscalSchema>

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/** The month before today's: the usual period of the files. */
export function periodoPadrao(hoje = new Date()): { inicio: string; fim: string } {
  return { inicio: iso(new Date(hoje.getFullYear(), hoje.getMonth() - 1, 1)), fim: iso(new Date(hoje.getFullYear(), hoje.getMonth(), 0)) }
}
