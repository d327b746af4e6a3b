import { z } from 'zod'

/** GET /api/config/search/load (REG-079) plus our deployment flags; other fields pass through. */
export const configSchema = z.looseObject({
  current: z.unknown().optional(),
  limites: z.unknown().optional(),
  empresa: z.unknown().optional(),
  permiteBaterPonto: z.boolean().nullish(),
  integrador: z.unknown().optional(),
  tipoSolicitacaoIncluirMarcacao: z.unknown().optional(),
  tipoSolicitacaoCompensarBancoHoras: z.unknown().optional(),
  utilizaHoraExtraIntervalo: z.boolean().nullish(),
  /** Special mode (SHELL-047/048). */
  modoEspecial: z.boolean().nullish(),
  /** Clock-in receipts enabled (CLOCK-007). */
  geraComprovanteMarcacao: z.boolean().nullish(),
})

export type Config = z.infer<typeof configSchema>
