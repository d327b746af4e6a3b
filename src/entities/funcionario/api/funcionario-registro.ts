import { z } from 'zod/mini'
import { apiPost, createResource } from '@/shared/api'
import { funcionarioResumoSchema, horarioDoFuncionarioSchema } from './funcionario.schema'

/** A dated link; its register (cargo, departamento, ...) passes through under its own name. */
const vinculo = () => z.looseObject({ id: z.number(), inicio: z.string(), fim: z.nullable(z.string()) })

export const VINCULOS_FUNCIONARIO = {
  cargos: 'cargo',
  departamentos: 'departamento',
  locaisTrabalho: 'localTrabalho',
  classes: 'classe',
  quadrosHorario: 'horario',
} as const
export type ListaVinculo = keyof typeof VINCULOS_FUNCIONARIO

/** REG-001: an employee with every dated link (the detail); the list carries the summary only. */
export const funcionarioRegistroSchema = z.extend(funcionarioResumoSchema, {
  nomeSocial: z.nullish(z.string()),
  pis: z.nullish(z.string()),
  admissao: z.nullish(z.string()),
  demissao: z.nullish(z.string()),
  utilizaRelogioDigital: z.optional(z.boolean()),
  empresa: z.nullish(z.object({ id: z.number(), codigo: z.optional(z.unknown()), nome: z.string() })),
  cargos: z.optional(z.array(vinculo())),
  departamentos: z.optional(z.array(vinculo())),
  locaisTrabalho: z.optional(z.array(vinculo())),
  classes: z.optional(z.array(vinculo())),
  quadrosHorario: z.optional(z.array(vinculo())),
  bancosHoras: z.optional(z.array(vinculo())),
  bancosDias: z.optional(z.array(vinculo())),
  bancosCompensacao: z.optional(z.array(vinculo())),
  /** The schedule in force today (null without one); GET /{id}/quadro-vigente gives its days (REG-007). */
  quadroVigente: z.nullish(horarioDoFuncionarioSchema),
})
export type FuncionarioRegistro = z.infer<typeof funcionarioRegistroSchema>
/** A dated link of the employee: its register under its own name (`horario`, `bancoHoras`...). */
export type VinculoFuncionario = z.infer<ReturnType<typeof vinculo>>

/** REG-006, REG-009/010, REG-013: the employee register (by nome; PUT /{id}). */
export const funcionarioResource = createResource({
  key: 'funcionarios',
  resource: 'funcionarios',
  item: funcionarioRegistroSchema,
  sort: ['nome,asc'],
})

/** REG-011/012: a message to the collector; COLETOR_FUNCIONARIO_IMPORTAR imports the employee into the clocks. */
export const importarParaColetor = (funcionarioId: number) =>
  apiPost('/api/coletor/message', { messageType: 'COLETOR_FUNCIONARIO_IMPORTAR', payload: { funcionarioId } })
