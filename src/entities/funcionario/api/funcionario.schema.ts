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

/** A schedule as an employee's links name it (REG-001: quadroVigente; REG-007). */
export const horarioDoFuncionarioSchema = z.looseObject({
  id: z.number(),
  codigo: z.string(),
  descricao: z.string(),
  tipoHorario: z.string(),
  tipoHorarioDescricao: z.optional(z.string()),
})

const slotVigenteSchema = z.looseObject({
  sequencia: z.optional(z.number()),
  entrada: z.nullable(z.string()),
  saida: z.nullable(z.string()),
})

/** REG-007: GET /api/funcionarios/{id}/quadro-vigente, the schedule link in force with its days. */
export const quadroVigenteSchema = z.object({
  id: z.number(),
  inicio: z.string(),
  fim: z.nullable(z.string()),
  horario: z.extend(horarioDoFuncionarioSchema, {
    /** Weekly schedules: the slots by weekday (SEGUNDA..DOMINGO); a day left out is a rest day. */
    horariosSemana: z.nullish(z.record(z.string(), z.array(slotVigenteSchema))),
    /** REVEZAMENTO: the cycle's days by sequence. */
    horarios: z.nullish(z.record(z.string(), z.object({ sequencia: z.number(), folga: z.boolean(), slots: z.array(slotVigenteSchema) }))),
    inicioRevezamento: z.nullish(z.string()),
  }),
})
export type QuadroVigente = z.infer<typeof quadroVigenteSchema>

/** REG-058: GET /api/funcionarios/{id}/bancodias-vigente?data, the day bank linked on a date. */
export const bancoDiasVigenteSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.optional(z.boolean()) })
export type BancoDiasVigente = z.infer<typeof bancoDiasVigenteSchema>

/** 200 with the schedule, or 204 (an empty body) without one: null. */
export const quadroVigenteRespostaSchema = z.pipe(
  z.union([z.literal(''), quadroVigenteSchema]),
  z.transform((body: QuadroVigente | ''): QuadroVigente | null => (body === '' ? null : body)),
)

/** 200 with the day bank, or 204 (an empty body) without one on that date: null. */
export const bancoDiasVigenteRespostaSchema = z.pipe(
  z.union([z.literal(''), bancoDiasVigenteSchema]),
  z.transform((body: BancoDiasVigente | ''): BancoDiasVigente | null => (body === '' ? null : body)),
)

/** REG-008: one of the employee's imports into the clocks' collector (COLETOR_FUNCIONARIO_IMPORTAR). */
export const importacaoFuncionarioSchema = z.looseObject({
  id: z.number(),
  messageType: z.string(),
  enviadaEm: z.string(),
})
export type ImportacaoFuncionario = z.infer<typeof importacaoFuncionarioSchema>
