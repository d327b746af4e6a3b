import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, empresaResumo, idObrigatorio, textoObrigatorio } from '../esquemas'
import { endpointsDeResponsaveis } from '../responsaveis'
import { documentar } from '../documentar'

export const DESCRICAO_DEPARTAMENTO_MAX = 120

/** REG-062: a department, with its company (projection full) and responsible user ids. */
export const departamentoSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  descricao: z.string(),
  empresaId: z.number(),
  empresa: z.optional(empresaResumo),
  responsaveis: z._default(z.array(z.string()), []),
})
documentar(departamentoSchema, { id: 'Departamento' })
export type Departamento = z.infer<typeof departamentoSchema>

/** A department as saved; its company must exist (checked against the database). */
export const departamentoCorpoSchema = z.object({
  descricao: textoObrigatorio(DESCRICAO_DEPARTAMENTO_MAX),
  empresaId: idObrigatorio,
})
documentar(departamentoCorpoSchema, { id: 'DepartamentoCorpo' })
export type DepartamentoCorpo = z.input<typeof departamentoCorpoSchema>

const departamentos = colecaoHal('departamentos', departamentoSchema)
const escrever = algum('front_departamento')

export const departamentosEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/departamentos', {
    salvaComPost: true,
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: departamentos,
    item: departamentoSchema,
    corpo: departamentoCorpoSchema,
    requisitos: { busca: ['REG-064', 'TC-034'], item: ['REG-063'], criar: ['REG-063'] },
    daEspecificacao: ['lista'],
  }),
  'GET /api/departamentos/search/com-funcionarios': { acesso: COM_PAPEL, requisitos: ['REG-064'], resposta: departamentos },
  'GET /api/departamentos/search/by-empresa': { acesso: COM_PAPEL, requisitos: ['REG-064'], resposta: departamentos },
  ...endpointsDeResponsaveis('/api/departamentos', { escrita: escrever, requisitos: ['REG-065'] }),
}))
