import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'
import { paginaSpring, textoObrigatorio } from '../esquemas'

export const DESCRICAO_BANCO_DIAS_MAX = 100

/** REG-054: a day bank. */
export const bancoDiasSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.optional(z.boolean()) })
z.globalRegistry.add(bancoDiasSchema, { id: 'BancoDias' })
export type BancoDias = z.infer<typeof bancoDiasSchema>

/** A day bank as saved; its description is unique (checked against the database); active unless `false`. */
export const bancoDiasCorpoSchema = z.object({
  descricao: textoObrigatorio(DESCRICAO_BANCO_DIAS_MAX),
  ativo: z.catch(z.boolean(), true),
})
z.globalRegistry.add(bancoDiasCorpoSchema, { id: 'BancoDiasCorpo' })
export type BancoDiasCorpo = z.input<typeof bancoDiasCorpoSchema>

const bancosDias = paginaSpring(bancoDiasSchema)
const escrever = algum('front_bancodias')

export const bancodiasEndpoints = definirEndpoints({
  'GET /api/bancodias/search/fulltext': { acesso: COM_PAPEL, requisitos: ['TC-165'], resposta: bancosDias },
  'GET /api/bancodias': { acesso: COM_PAPEL, origem: 'rest', resposta: bancosDias },
  'GET /api/bancodias/:id': { acesso: COM_PAPEL, requisitos: ['REG-055'], resposta: bancoDiasSchema },
  'POST /api/bancodias': { acesso: escrever, requisitos: ['REG-056'], corpo: bancoDiasCorpoSchema, resposta: bancoDiasSchema },
  'PUT /api/bancodias/:id': { acesso: escrever, requisitos: ['REG-056'], corpo: bancoDiasCorpoSchema, resposta: bancoDiasSchema },
  'DELETE /api/bancodias/:id': { acesso: escrever, requisitos: ['REG-057'] },
})
