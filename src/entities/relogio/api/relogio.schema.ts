import { z } from 'zod/mini'

/** A punch of today's register, as the clock screen lists it. */
export const marcacaoDoDiaSchema = z.object({
  id: z.number(),
  data: z.string(),
  hora: z.string(),
  tipoMarcacao: z.string(),
  desconsiderada: z.boolean(),
})
export type MarcacaoDoDia = z.output<typeof marcacaoDoDiaSchema>

/** GET /api/relogio/hoje: the server's present instant, whether the user may clock in, their employee and today's punches. */
export const relogioHojeSchema = z.object({
  agora: z.string(),
  permiteBaterPonto: z.boolean(),
  funcionario: z.nullable(z.object({ id: z.number(), nome: z.string() })),
  marcacoes: z.array(marcacaoDoDiaSchema),
})
export type RelogioHoje = z.output<typeof relogioHojeSchema>

/** The receipt of a clock-in (Portaria MTP 671/2021 art. 79). */
export const comprovanteSchema = z.object({
  id: z.number(),
  nsr: z.number(),
  dataHora: z.string(),
  data: z.string(),
  hora: z.string(),
  funcionario: z.object({ id: z.number(), nome: z.string(), cpf: z.string() }),
  empregador: z.object({ nome: z.string(), cnpj: z.string(), cei: z.nullable(z.string()) }),
  local: z.string(),
  equipamento: z.string(),
  hash: z.string(),
})
export type Comprovante = z.output<typeof comprovanteSchema>

/** The answer of both clock-in calls (CLOCK-001/002): the punch, its competence and its receipt. */
export const registroPontoSchema = z.object({
  marcacao: z.object({ id: z.number(), data: z.string(), hora: z.string(), tipoMarcacao: z.string() }),
  competenciaId: z.nullable(z.number()),
  comprovante: comprovanteSchema,
})
export type RegistroPonto = z.output<typeof registroPontoSchema>
