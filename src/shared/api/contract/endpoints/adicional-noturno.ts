import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { idObrigatorio, inteiroEntre, paginaSpring, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

/**
 * A night premium rule: its window, percentage and whether the night hour counts 52m30s; `empresaId` the company whose
 * employees it applies to (null: every company without a rule of its own).
 */
export const adicionalNoturnoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  inicio: z.string(),
  fim: z.string(),
  percentual: z.number(),
  reducaoHoraNoturna: z.boolean(),
  empresaId: z._default(z.nullable(z.number()), null),
  empresa: z.optional(z.nullable(z.string())),
})
documentar(adicionalNoturnoSchema, { id: 'AdicionalNoturno' })

const HH_MM = 'deve estar no formato hh:mm'
const hora = z.string({ error: HH_MM }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, HH_MM))

/** A night premium rule as saved: its window ends at another time than it starts. */
export const adicionalNoturnoCorpoSchema = z
  .object({
    descricao: textoObrigatorio(100),
    inicio: hora,
    fim: hora,
    percentual: inteiroEntre(1, 100),
    reducaoHoraNoturna: z._default(z.boolean(), false),
    empresaId: z._default(z.nullable(idObrigatorio), null),
  })
  .check(
    z.refine((a) => !(typeof a.inicio === 'string' && a.inicio !== '' && a.inicio === a.fim), {
      error: 'deve ser diferente do início',
      path: ['fim'],
      when: () => true,
    }),
  )
documentar(adicionalNoturnoCorpoSchema, { id: 'AdicionalNoturnoCorpo' })
export type AdicionalNoturnoCorpo = z.input<typeof adicionalNoturnoCorpoSchema>

const adicionais = paginaSpring(adicionalNoturnoSchema)
const escrever = algum('front_adicionalnoturno')

export const adicionalNoturnoEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/adicional-noturno', {
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: adicionais,
    item: adicionalNoturnoSchema,
    corpo: adicionalNoturnoCorpoSchema,
  }),
}))
