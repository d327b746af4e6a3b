import { z } from 'zod/mini'
import { isValidCnpj } from '@/shared/lib/identifiers'
import { enderecoSchema } from '../../endereco'
import { AUTENTICADO, COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, enderecoCorpo, textoObrigatorio, textoOuVazio } from '../esquemas'
import { documentar } from '../documentar'

/** REG-016: a company as its register edits it. */
export const empresaRegistroSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  nome: z.string(),
  nomeFantasia: z.string(),
  cnpj: z.string(),
  cei: z.nullable(z.string()),
  orgaoPublico: z.boolean(),
  brasao: z.nullable(z.string()),
  endereco: enderecoSchema,
})
documentar(empresaRegistroSchema, { id: 'Empresa' })
export type EmpresaRegistro = z.infer<typeof empresaRegistroSchema>

/** The company of the logged-in user (API-002, SHELL-007): what the shell reads of it; other fields pass through. */
export const empresaSchema = z.looseObject({
  id: z.number(),
  codigo: z.nullish(z.union([z.number(), z.string()])),
  nome: z.string(),
  brasao: z.nullish(z.string()),
  endereco: z.nullish(z.looseObject({})),
})
documentar(empresaSchema, { id: 'EmpresaDoUsuario' })
export type Empresa = z.infer<typeof empresaSchema>

export const NOME_EMPRESA_MAX = 150
export const CODIGO_EMPRESA_INVALIDO = 'deve ser maior que 0'
export const CNPJ_INVALIDO = 'CNPJ inválido'

/** The largest coat of arms the server takes (the app says so before sending a larger one). */
export const BRASAO_MAX_BYTES = 512 * 1024
export const MSG_BRASAO_GRANDE = 'O brasão deve ter no máximo 512 KB.'

const digitos = (v: string) => v.replace(/\D/g, '')

/**
 * A company as saved: a code above 0 (unique: checked against the database), the name, the CNPJ's digits (check
 * digits), the CEI's digits (null when blank) and the address; the trade name defaults to the name.
 */
export const empresaCorpoSchema = z.object({
  codigo: z
    .coerce.number({ error: CODIGO_EMPRESA_INVALIDO })
    .check(z.refine((n) => Number.isInteger(n) && n > 0, CODIGO_EMPRESA_INVALIDO)),
  nome: textoObrigatorio(NOME_EMPRESA_MAX),
  nomeFantasia: textoOuVazio,
  cnpj: z.pipe(textoOuVazio, z.string().check(z.overwrite(digitos), z.refine(isValidCnpj, CNPJ_INVALIDO))),
  cei: z.pipe(
    textoOuVazio,
    z.transform((v) => (v ? digitos(v) : null)),
  ),
  orgaoPublico: z.catch(z.boolean(), false),
  endereco: enderecoCorpo,
})
documentar(empresaCorpoSchema, { id: 'EmpresaCorpo' })
export type EmpresaCorpo = z.input<typeof empresaCorpoSchema>

export const empresasEndpoints = definirEndpoints(() => ({
  'GET /api/empresas/search/first': { acesso: AUTENTICADO, requisitos: ['API-002'], resposta: empresaSchema },
  ...endpointsDeCadastro('/api/empresas', {
    salvaComPost: true,
    leitura: COM_PAPEL,
    escrita: algum('front_empresa'),
    lista: colecaoHal('empresas', empresaRegistroSchema),
    item: empresaRegistroSchema,
    corpo: empresaCorpoSchema,
    requisitos: { busca: ['REG-020', 'TC-034'], lista: ['REG-017'], item: ['REG-018'], criar: ['REG-019'] },
  }),
  /** Multipart `file` (PNG or JPEG); answers the image's address as text. */
  'POST /api/empresas/:id/brasao': { acesso: algum('front_empresa'), requisitos: ['REG-021'] },
  /** The image itself. */
  'GET /api/empresas/:id/brasao': { acesso: AUTENTICADO, origem: 'extensao' },
}))
