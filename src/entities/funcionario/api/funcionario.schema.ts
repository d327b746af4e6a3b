import { z } from 'zod'

/** An item of the employee search (GET /api/funcionarios/search/fulltext). */
export const funcionarioResumoSchema = z.looseObject({
  id: z.number(),
  matricula: z.string().nullish(),
  nome: z.string(),
  nomeOrNomeSocial: z.string().nullish(),
  cpf: z.string().nullish(),
  ativo: z.boolean().optional(),
  inconsistente: z.boolean().optional(),
  controlaPonto: z.boolean().optional(),
  permiteHoraExtra: z.boolean().optional(),
  empresaId: z.number().nullish(),
})

export type FuncionarioResumo = z.infer<typeof funcionarioResumoSchema>

/** GET /api/funcionarios/{id} (REG-006); the screens read a few fields, the rest is kept as sent. */
export const funcionarioSchema = funcionarioResumoSchema.extend({
  admissao: z.string().nullish(),
  demissao: z.string().nullish(),
})

export type Funcionario = z.infer<typeof funcionarioSchema>
