import { z } from 'zod/mini'
import { enderecoSchema } from '../../endereco'
import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'
import { colecaoHal, empresaResumo, enderecoCorpo, idObrigatorio, textoObrigatorio } from '../esquemas'

export const DESCRICAO_LOCAL_TRABALHO_MAX = 120

/** REG-066: a work place, with its address and responsible user ids. */
export const localTrabalhoSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  descricao: z.string(),
  empresaId: z.number(),
  empresa: z.optional(empresaResumo),
  endereco: enderecoSchema,
  responsaveis: z._default(z.array(z.string()), []),
})
z.globalRegistry.add(localTrabalhoSchema, { id: 'LocalTrabalho' })
export type LocalTrabalho = z.infer<typeof localTrabalhoSchema>

/** A work place as saved; its company must exist (checked against the database). */
export const localTrabalhoCorpoSchema = z.object({
  descricao: textoObrigatorio(DESCRICAO_LOCAL_TRABALHO_MAX),
  empresaId: idObrigatorio,
  endereco: enderecoCorpo,
})
z.globalRegistry.add(localTrabalhoCorpoSchema, { id: 'LocalTrabalhoCorpo' })
export type LocalTrabalhoCorpo = z.input<typeof localTrabalhoCorpoSchema>

const locais = colecaoHal('locaistrabalho', localTrabalhoSchema)
const escrever = algum('front_localtrabalho')

export const locaistrabalhoEndpoints = definirEndpoints({
  'GET /api/locaistrabalho/search/fulltext': { acesso: COM_PAPEL, requisitos: ['REG-068', 'TC-034'], resposta: locais },
  'GET /api/locaistrabalho/search/com-funcionarios': { acesso: COM_PAPEL, requisitos: ['REG-068'], resposta: locais },
  'GET /api/locaistrabalho/:id/responsaveis': { acesso: COM_PAPEL, origem: 'extensao' },
  'POST /api/locaistrabalho/:id/responsaveis': { acesso: escrever, requisitos: ['REG-069'] },
  'DELETE /api/locaistrabalho/:id/responsaveis/:usuario': { acesso: escrever, requisitos: ['REG-069'] },
  'GET /api/locaistrabalho': { acesso: COM_PAPEL, resposta: locais },
  'GET /api/locaistrabalho/:id': { acesso: COM_PAPEL, requisitos: ['REG-067'], resposta: localTrabalhoSchema },
  'POST /api/locaistrabalho': { acesso: escrever, requisitos: ['REG-067'], corpo: localTrabalhoCorpoSchema, resposta: localTrabalhoSchema },
  'PUT /api/locaistrabalho/:id': { acesso: escrever, origem: 'rest', corpo: localTrabalhoCorpoSchema, resposta: localTrabalhoSchema },
  'DELETE /api/locaistrabalho/:id': { acesso: escrever, origem: 'rest' },
})
