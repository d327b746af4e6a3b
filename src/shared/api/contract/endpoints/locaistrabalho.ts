import { z } from 'zod/mini'
import { enderecoSchema } from '../../endereco'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, empresaResumo, enderecoCorpo, idObrigatorio, textoObrigatorio } from '../esquemas'
import { endpointsDeResponsaveis } from '../responsaveis'
import { documentar } from '../documentar'

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
documentar(localTrabalhoSchema, { id: 'LocalTrabalho' })
export type LocalTrabalho = z.infer<typeof localTrabalhoSchema>

/** A work place as saved; its company must exist (checked against the database). */
export const localTrabalhoCorpoSchema = z.object({
  descricao: textoObrigatorio(DESCRICAO_LOCAL_TRABALHO_MAX),
  empresaId: idObrigatorio,
  endereco: enderecoCorpo,
})
documentar(localTrabalhoCorpoSchema, { id: 'LocalTrabalhoCorpo' })
export type LocalTrabalhoCorpo = z.input<typeof localTrabalhoCorpoSchema>

const locais = colecaoHal('locaistrabalho', localTrabalhoSchema)
const escrever = algum('front_localtrabalho')

export const locaistrabalhoEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/locaistrabalho', {
    salvaComPost: true,
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: locais,
    item: localTrabalhoSchema,
    corpo: localTrabalhoCorpoSchema,
    requisitos: { busca: ['REG-068', 'TC-034'], item: ['REG-067'], criar: ['REG-067'] },
    daEspecificacao: ['lista'],
  }),
  'GET /api/locaistrabalho/search/com-funcionarios': { acesso: COM_PAPEL, requisitos: ['REG-068'], resposta: locais },
  ...endpointsDeResponsaveis('/api/locaistrabalho', { escrita: escrever, requisitos: ['REG-069'] }),
}))
