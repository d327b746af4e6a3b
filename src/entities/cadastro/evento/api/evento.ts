import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

/** The time card totals a payroll event can carry. */
export const TIPOS_EVENTO = {
  HORA_EXTRA_50: 'Hora extra 50%',
  HORA_EXTRA_70: 'Hora extra 70%',
  HORA_EXTRA_100: 'Hora extra 100%',
  HORA_EXTRA_NOTURNA: 'Hora extra noturna',
  ADICIONAL_NOTURNO: 'Adicional noturno',
  FALTA: 'Falta',
  ATRASO: 'Atraso',
  DESCONTO_DSR: 'Desconto DSR',
} as const
export type TipoEvento = keyof typeof TIPOS_EVENTO

/** A payroll event: the code under which the closing exports one total. */
export const eventoSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  descricao: z.string(),
  tipo: z.enum(Object.keys(TIPOS_EVENTO) as [TipoEvento, ...TipoEvento[]]),
})
export type Evento = z.infer<typeof eventoSchema>

export const eventoResource = createResource({ key: 'evento', resource: 'eventos', item: eventoSchema, sort: ['codigo,asc'] })
