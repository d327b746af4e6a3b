import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { paginaSpring, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

export const DESCRICAO_BANCO_DIAS_MAX = 100

/** REG-054: a day bank. */
export const bancoDiasSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.optional(z.boolean()) })
documentar(bancoDiasSchema, { id: 'BancoDias' })
export type BancoDias = z.infer<typeof bancoDiasSchema>

/** A day bank as saved; its description is unique (checked against the database); active unless `false`. */
export const bancoDiasCorpoSchema = z.object({
  descricao: textoObrigatorio(DESCRICAO_BANCO_DIAS_MAX),
  ativo: z.catch(z.boolean(), true),
})
documentar(bancoDiasCorpoSchema, { id: 'BancoDiasCorpo' })
export type BancoDiasCorpo = z.input<typeof bancoDiasCorpoSchema>

const bancosDias = paginaSpring(bancoDiasSchema)
const escrever = algum('front_bancodias')

export const bancodiasEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/bancodias', {
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: bancosDias,
    item: bancoDiasSchema,
    corpo: bancoDiasCorpoSchema,
    requisitos: { busca: ['TC-165'], item: ['REG-055'], criar: ['REG-056'], alterar: ['REG-056'], excluir: ['REG-057'] },
  }),
}))
