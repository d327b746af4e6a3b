import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'
import { colecaoHal, textoObrigatorio } from '../esquemas'

export const DESCRICAO_MOTIVO_MAX = 100

/** REG-048. */
export const motivoSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.boolean() })
z.globalRegistry.add(motivoSchema, { id: 'Motivo' })

/** A reason as saved; a new one starts active. */
export const motivoCorpoSchema = z.object({
  descricao: textoObrigatorio(DESCRICAO_MOTIVO_MAX),
  ativo: z._default(z.boolean(), true),
})
z.globalRegistry.add(motivoCorpoSchema, { id: 'MotivoCorpo' })
export type MotivoCorpo = z.input<typeof motivoCorpoSchema>

const motivos = colecaoHal('motivos', motivoSchema)
const escrever = algum('rh', 'administrador', 'front_motivo')

export const motivosEndpoints = definirEndpoints({
  'GET /api/motivos/search/ativos': { acesso: COM_PAPEL, requisitos: ['REG-052'], resposta: motivos },
  'GET /api/motivos/search/fulltext': { acesso: COM_PAPEL, origem: 'rest', resposta: motivos },
  'GET /api/motivos/search/fulltext-ativos': { acesso: COM_PAPEL, requisitos: ['REG-053'], resposta: motivos },
  'GET /api/motivos': { acesso: COM_PAPEL, origem: 'rest', resposta: motivos },
  'GET /api/motivos/:id': { acesso: COM_PAPEL, requisitos: ['REG-049'], resposta: motivoSchema },
  'POST /api/motivos': { acesso: escrever, requisitos: ['REG-050', 'TC-192'], corpo: motivoCorpoSchema, resposta: motivoSchema },
  'PUT /api/motivos/:id': { acesso: escrever, origem: 'rest', corpo: motivoCorpoSchema, resposta: motivoSchema },
  'DELETE /api/motivos/:id': { acesso: escrever, requisitos: ['REG-051'] },
})
