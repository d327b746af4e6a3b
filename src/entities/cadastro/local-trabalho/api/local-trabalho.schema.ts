import { z } from 'zod/mini'

export const enderecoSchema = z.object({
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.nullable(z.string()),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  cep: z.string(),
})
export type Endereco = z.infer<typeof enderecoSchema>

/** REG-066: a work place, with its address and responsible user ids. */
export const localTrabalhoSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  descricao: z.string(),
  empresaId: z.number(),
  empresa: z.optional(z.object({ id: z.number(), codigo: z.optional(z.number()), nome: z.string() })),
  endereco: enderecoSchema,
  responsaveis: z._default(z.array(z.string()), []),
})
export type LocalTrabalho = z.infer<typeof localTrabalhoSchema>
