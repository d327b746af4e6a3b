import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'
import { colecaoHal, textoObrigatorio } from '../esquemas'

export const DESCRICAO_CLASSE_MAX = 100

/** REG-070: one of the 17 fixed classes. */
export const classeSchema = z.object({ id: z.number(), descricao: z.string() })
z.globalRegistry.add(classeSchema, { id: 'Classe' })
export type Classe = z.infer<typeof classeSchema>

/** A class as saved: only its description changes (the list itself is fixed). */
export const classeCorpoSchema = z.object({ descricao: textoObrigatorio(DESCRICAO_CLASSE_MAX) })
z.globalRegistry.add(classeCorpoSchema, { id: 'ClasseCorpo' })
export type ClasseCorpo = z.input<typeof classeCorpoSchema>

const classes = colecaoHal('classes', classeSchema)
const escrever = algum('front_classe')

export const classesEndpoints = definirEndpoints({
  'GET /api/classes/search/fulltext': { acesso: COM_PAPEL, requisitos: ['TC-034'], resposta: classes },
  'GET /api/classes': { acesso: COM_PAPEL, requisitos: ['REG-071'], resposta: classes },
  'GET /api/classes/:id': { acesso: COM_PAPEL, origem: 'rest', resposta: classeSchema },
  'POST /api/classes': { acesso: escrever, requisitos: ['REG-071'], corpo: classeCorpoSchema, resposta: classeSchema },
  'PUT /api/classes/:id': { acesso: escrever, origem: 'rest', corpo: classeCorpoSchema, resposta: classeSchema },
  'DELETE /api/classes/:id': { acesso: escrever, origem: 'rest' },
})
