import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

export const DESCRICAO_CLASSE_MAX = 100
/** REG-071: the backend's answer to a new class (400) or a deletion (409). */
export const MSG_CLASSES_FIXAS = 'A lista de classes é fixa (17 classes): não se incluem nem se excluem classes.'

/** REG-070: one of the 17 fixed classes. */
export const classeSchema = z.object({ id: z.number(), descricao: z.string() })
documentar(classeSchema, { id: 'Classe' })
export type Classe = z.infer<typeof classeSchema>

/** A class as saved: only its description changes (the list itself is fixed). */
export const classeCorpoSchema = z.object({ descricao: textoObrigatorio(DESCRICAO_CLASSE_MAX) })
documentar(classeCorpoSchema, { id: 'ClasseCorpo' })
export type ClasseCorpo = z.input<typeof classeCorpoSchema>

const classes = colecaoHal('classes', classeSchema)
const escrever = algum('front_classe')

export const classesEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/classes', {
    salvaComPost: true,
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: classes,
    item: classeSchema,
    corpo: classeCorpoSchema,
    requisitos: { busca: ['TC-034'], lista: ['REG-071'], criar: ['REG-071'] },
  }),
}))
