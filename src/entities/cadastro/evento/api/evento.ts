import type { z } from 'zod/mini'
import { createResource } from '@/shared/api'
import { eventoSchema } from './evento.schema'

export { eventoSchema }

/** The time card totals a payroll event can carry. */
export const TIPOS_EVENTO: Record<Evento['tipo'], string> = {
  HORA_EXTRA_50: 'Hora extra 50%',
  HORA_EXTRA_70: 'Hora extra 70%',
  HORA_EXTRA_100: 'Hora extra 100%',
  HORA_EXTRA_NOTURNA: 'Hora extra noturna',
  HORA_EXTRA_NOTURNA_100: 'Hora extra noturna 100%',
  HORA_EXTRA_INTERVALO: 'Hora extra de intervalo (CLT art. 71)',
  HORA_EXTRA_INTERJORNADA: 'Hora extra interjornada (CLT art. 66)',
  HORA_EXTRA_CUSTOM: 'Faixa de hora extra da empresa (ex.: 75%)',
  ADICIONAL_NOTURNO: 'Adicional noturno',
  FALTA: 'Falta',
  ATRASO: 'Atraso',
  DESCONTO_DSR: 'Desconto DSR',
}
export type TipoEvento = keyof typeof TIPOS_EVENTO

export type Evento = z.infer<typeof eventoSchema>

export const eventoResource = createResource({ key: 'evento', resource: 'eventos', item: eventoSchema, sort: ['codigo,asc'] })
