import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

export const DESCRICAO_MOTIVO_MAX = 100

/** REG-048. */
export const motivoSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.boolean() })
documentar(motivoSchema, { id: 'Motivo' })

/** A reason as saved; a new one starts active. */
export const motivoCorpoSchema = z.object({
  descricao: textoObrigatorio(DESCRICAO_MOTIVO_MAX),
  ativo: z._default(z.boolean(), true),
})
documentar(motivoCorpoSchema, { id: 'MotivoCorpo' })
export type MotivoCorpo = z.input<typeof motivoCorpoSchema>

const motivos = colecaoHal('motivos', motivoSchema)
const escrever = algum('rh', 'administrador', 'front_motivo')

export const motivosEndpoints = definirEndpoints(() => ({
  'GET /api/motivos/search/ativos': { acesso: COM_PAPEL, requisitos: ['REG-052'], resposta: motivos },
  ...endpointsDeCadastro('/api/motivos', {
    salvaComPost: true,
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: motivos,
    item: motivoSchema,
    corpo: motivoCorpoSchema,
    requisitos: { item: ['REG-049'], criar: ['REG-050', 'TC-192'], excluir: ['REG-051'] },
  }),
  'GET /api/motivos/search/fulltext-ativos': { acesso: COM_PAPEL, requisitos: ['REG-053'], resposta: motivos },
}))
