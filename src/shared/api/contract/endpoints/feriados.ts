import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { dataObrigatoria, paginaSpring, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

export const DESCRICAO_FERIADO_MAX = 100

/** REG-035: a holiday; national when it has no city. */
export const feriadoSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  data: z.string(),
  descricao: z.string(),
  cidade: z.nullable(z.object({ id: z.number(), descricao: z.string(), uf: z.optional(z.string()) })),
  facultativo: z.boolean(),
  compensar: z.boolean(),
})
documentar(feriadoSchema, { id: 'Feriado' })
export type Feriado = z.infer<typeof feriadoSchema>

/**
 * A holiday's city as sent: `{id}` of a city the handler looks up (one it does not know is 'cidade não encontrada');
 * anything else, or no id, is a national holiday. Never refused here.
 */
export const feriadoCidadeSchema = z.catch(z.nullable(z.object({ id: z.optional(z.unknown()) })), null)

/** A holiday as saved; its code is kept (a new one gets the next). */
export const feriadoCorpoSchema = z.object({
  data: dataObrigatoria,
  descricao: textoObrigatorio(DESCRICAO_FERIADO_MAX),
  cidade: feriadoCidadeSchema,
  facultativo: z.catch(z.boolean(), false),
  compensar: z.catch(z.boolean(), false),
})
documentar(feriadoCorpoSchema, { id: 'FeriadoCorpo' })
export type FeriadoCorpo = z.input<typeof feriadoCorpoSchema>

const feriados = paginaSpring(feriadoSchema)
const escrever = algum('front_feriado')

export const feriadosEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/feriados', {
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: feriados,
    item: feriadoSchema,
    corpo: feriadoCorpoSchema,
    semBusca: true,
  }),
}))
