import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

export const CODIGO_CARGO_MAX = 20
export const DESCRICAO_CARGO_MAX = 100

/** REG-060: a job position. */
export const cargoSchema = z.object({ id: z.number(), codigo: z.string(), descricao: z.string(), descricaoComCodigo: z.string() })
documentar(cargoSchema, { id: 'Cargo' })
export type Cargo = z.infer<typeof cargoSchema>

/** A position as saved; its code is unique (checked against the database). */
export const cargoCorpoSchema = z.object({
  codigo: textoObrigatorio(CODIGO_CARGO_MAX),
  descricao: textoObrigatorio(DESCRICAO_CARGO_MAX),
})
documentar(cargoCorpoSchema, { id: 'CargoCorpo' })
export type CargoCorpo = z.input<typeof cargoCorpoSchema>

const cargos = colecaoHal('cargos', cargoSchema)
const escrever = algum('front_cargo')

export const cargosEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/cargos', {
    salvaComPost: true,
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: cargos,
    item: cargoSchema,
    corpo: cargoCorpoSchema,
    requisitos: { busca: ['REG-061', 'TC-034'], item: ['REG-061'] },
    daEspecificacao: ['lista', 'criar'],
  }),
  'GET /api/cargos/search/com-funcionarios': { acesso: COM_PAPEL, requisitos: ['REG-061'], resposta: cargos },
}))
