import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { paginaSpring, referencia, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

const ref = z.nullable(z.object({ id: z.number(), descricao: z.string() }))

/** A request type: the reason and day bank its requests carry, whether they carry hours. */
export const tipoSolicitacaoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  ativo: z.boolean(),
  informaHoras: z.optional(z.boolean()),
  motivo: z.optional(ref),
  bancoDias: z.optional(ref),
})
documentar(tipoSolicitacaoSchema, { id: 'TipoSolicitacao' })

/** A request type as saved: its reason (required) and day bank (optional) must exist (the backend's). */
export const tipoSolicitacaoCorpoSchema = z.object({
  descricao: textoObrigatorio(100),
  motivo: referencia(),
  bancoDias: z._default(z.nullable(referencia('banco de dias não encontrado')), null),
  informaHoras: z._default(z.boolean(), false),
  ativo: z._default(z.boolean(), true),
})
documentar(tipoSolicitacaoCorpoSchema, { id: 'TipoSolicitacaoCorpo' })
export type TipoSolicitacaoCorpo = z.input<typeof tipoSolicitacaoCorpoSchema>

const tipos = paginaSpring(tipoSolicitacaoSchema)
const escrever = algum('front_tiposolicitacao')

export const tiposSolicitacaoEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/tipos-solicitacao', {
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: tipos,
    item: tipoSolicitacaoSchema,
    corpo: tipoSolicitacaoCorpoSchema,
  }),
}))
