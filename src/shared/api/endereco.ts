import { z } from 'zod/mini'

/** An address as the API sends it (companies, work places). */
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
