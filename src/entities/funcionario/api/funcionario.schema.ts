import { z } from 'zod/mini'

/** An item of the employee search (GET /api/funcionarios/search/fulltext). */
export const funcionarioResumoSchema = z.looseObject({
  id: z.number(),
  matricula: z.nullish(z.string()),
  nome: z.string(),
  nomeOrNomeSocial: z.nullish(z.string()),
  cpf: z.nullish(z.string()),
  ativo: z.optional(z.boolean()),
  inconsistente: z.optional(z.boolean()),
  controlaPonto: z.optional(z.boolean()),
  permiteHoraExtra: z.optional(z.boolean()),
  empresaId: z.nullish(z.number()),
})

export type FuncionarioResumo = z.infer<typeof funcionarioResumoSchema>

/** GET /api/funcionarios/{id} (REG-006); the screens read a few fields, the rest is kept as sent. */
export const funcionarioSchema = z.extend(funcionarioResumoSchema, {
  admissao: z.nullish(z.string()),
  demissao: z.nullish(z.string()),
})

export type Funcionario = z.infer<typeof funcionarioSchema>
