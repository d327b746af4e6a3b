import { z } from 'zod/mini'

/** GET /api/config/search/load (REG-079) plus our deployment flags; other fields pass through. */
export const configSchema = z.looseObject({
  current: z.optional(z.unknown()),
  limites: z.optional(z.unknown()),
  empresa: z.optional(z.unknown()),
  permiteBaterPonto: z.nullish(z.boolean()),
  integrador: z.optional(z.unknown()),
  tipoSolicitacaoIncluirMarcacao: z.optional(z.unknown()),
  tipoSolicitacaoCompensarBancoHoras: z.optional(z.unknown()),
  utilizaHoraExtraIntervalo: z.nullish(z.boolean()),
  /** Special mode (SHELL-047/048). */
  modoEspecial: z.nullish(z.boolean()),
  /** Clock-in receipts enabled (CLOCK-007). */
  geraComprovanteMarcacao: z.nullish(z.boolean()),
  horaExtraCustomLabel: z.nullish(z.string()),
})

export type Config = z.infer<typeof configSchema>
