import { z } from 'zod/mini'
import { AUTENTICADO, algum, definirEndpoints } from '../endpoint'
import { inteiroEntre } from '../esquemas'
import { documentar } from '../documentar'

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
  /** Hours within which an open entry of an employee without a schedule closes on the day it began (16 by default). */
  limiteJornadaAbertaHoras: z.nullish(z.number()),
})
documentar(configSchema, { id: 'Config' })
export type Config = z.infer<typeof configSchema>

export const ROTULO_HORA_EXTRA_MAX = 30

/** The span of an open entry without a schedule: from 1 to 24 whole hours. */
export const LIMITE_JORNADA_ABERTA = { min: 1, max: 24 } as const

/** A flag the body may leave out (or send as anything but a boolean): the saved one stays. */
const flagOpcional = z.catch(z.optional(z.boolean()), undefined)

/**
 * A request type `{id}`; anything but an object is none (null). The id is the one sent (the handler looks it up: an
 * absent id is none, one naming no type is refused).
 */
const idEnviado = z.optional(z.unknown())
documentar(idEnviado, { override: { type: 'integer' } })
const tipoSolicitacaoRef = z.catch(z.nullable(z.object({ id: idEnviado })), null)

/** The general settings /config edits; what is left out keeps its value (the request types become none). */
export const configCorpoSchema = z.object({
  permiteBaterPonto: flagOpcional,
  utilizaHoraExtraIntervalo: flagOpcional,
  modoEspecial: flagOpcional,
  geraComprovanteMarcacao: flagOpcional,
  /** Trimmed; anything but a text keeps the saved label. */
  horaExtraCustomLabel: z.pipe(
    z.catch(z.optional(z.string()), undefined),
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(ROTULO_HORA_EXTRA_MAX, { error: `tamanho deve ser entre 0 e ${ROTULO_HORA_EXTRA_MAX}` }),
      ),
    ),
  ),
  tipoSolicitacaoIncluirMarcacao: tipoSolicitacaoRef,
  tipoSolicitacaoCompensarBancoHoras: tipoSolicitacaoRef,
  /** Left out: the saved value stays. */
  limiteJornadaAbertaHoras: z.optional(inteiroEntre(LIMITE_JORNADA_ABERTA.min, LIMITE_JORNADA_ABERTA.max)),
})
documentar(configCorpoSchema, { id: 'ConfigCorpo' })

export const configEndpoints = definirEndpoints(() => ({
  'GET /api/config/search/load': { acesso: AUTENTICADO, requisitos: ['API-002'], resposta: configSchema },
  'PUT /api/config': { acesso: algum('front_config_geral'), origem: 'rest', corpo: configCorpoSchema, resposta: configSchema },
}))
