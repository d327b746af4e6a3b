import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

/** The time card totals a payroll event can carry. */
export const CODIGOS_TIPO_EVENTO = [
  'HORA_EXTRA_50',
  'HORA_EXTRA_70',
  'HORA_EXTRA_100',
  'HORA_EXTRA_NOTURNA',
  'HORA_EXTRA_NOTURNA_100',
  'HORA_EXTRA_INTERVALO',
  'HORA_EXTRA_INTERJORNADA',
  'HORA_EXTRA_CUSTOM',
  'ADICIONAL_NOTURNO',
  'FALTA',
  'ATRASO',
  'DESCONTO_DSR',
] as const

/** A payroll event: the code under which the closing exports one total. */
export const eventoSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  descricao: z.string(),
  tipo: z.enum(CODIGOS_TIPO_EVENTO),
})
documentar(eventoSchema, { id: 'Evento' })

/** A payroll event as saved; its code is unique (the backend's). */
export const eventoCorpoSchema = z.object({
  codigo: textoObrigatorio(10),
  descricao: textoObrigatorio(100),
  tipo: z.enum(CODIGOS_TIPO_EVENTO, { error: 'tipo de evento desconhecido' }),
})
documentar(eventoCorpoSchema, { id: 'EventoCorpo' })
export type EventoCorpo = z.input<typeof eventoCorpoSchema>

const eventos = colecaoHal('eventos', eventoSchema)
const escrever = algum('front_evento')

export const eventosEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/eventos', {
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: eventos,
    item: eventoSchema,
    corpo: eventoCorpoSchema,
  }),
}))
