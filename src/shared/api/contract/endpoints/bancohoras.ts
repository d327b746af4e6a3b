import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, dataObrigatoria, idObrigatorio, inteiroMinimo, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

export const DESCRICAO_BANCO_HORAS_MAX = 100

/** An hour bank: its company, start, validity of credits and limits (hh:mm). */
export const bancoHorasSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  descricao: z.string(),
  empresaId: z.number(),
  empresa: z.optional(z.string()),
  inicio: z.string(),
  validadeMeses: z.number(),
  limiteCredito: z.string(),
  limiteDebito: z.string(),
})
documentar(bancoHorasSchema, { id: 'BancoHoras' })
export type BancoHoras = z.infer<typeof bancoHorasSchema>

export const FORMATO_HORAS = 'deve estar no formato hh:mm'
/** A limit of hours 'h:mm' to 'hhhh:mm'. */
const limiteHoras = z.string({ error: FORMATO_HORAS }).check(z.regex(/^\d{1,4}:[0-5]\d$/, FORMATO_HORAS))

/** An hour bank as saved; its company must exist (checked against the database); its code is kept. */
export const bancoHorasCorpoSchema = z.object({
  descricao: textoObrigatorio(DESCRICAO_BANCO_HORAS_MAX),
  empresaId: idObrigatorio,
  inicio: dataObrigatoria,
  validadeMeses: inteiroMinimo(1),
  limiteCredito: limiteHoras,
  limiteDebito: limiteHoras,
})
documentar(bancoHorasCorpoSchema, { id: 'BancoHorasCorpo' })
export type BancoHorasCorpo = z.input<typeof bancoHorasCorpoSchema>

const bancosHoras = colecaoHal('bancohoras', bancoHorasSchema)
const escrever = algum('front_bancohoras')

export const bancohorasEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/bancohoras', {
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: bancosHoras,
    item: bancoHorasSchema,
    corpo: bancoHorasCorpoSchema,
  }),
}))
