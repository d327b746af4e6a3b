import { z } from 'zod/mini'
import { hhmmToMinutes, MAX_TIME } from '@/shared/lib'
import { MSG_HORARIO_MAXIMO, MSG_HORARIO_OBRIGATORIO, MSG_MOTIVO_OBRIGATORIO } from '@/shared/config'

const motivoSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.boolean() })

/** A complete hh:mm with minutes 00..59 (TC-104); anything less counts as not filled in. */
const HHMM = /^\d{2}:[0-5]\d$/

/** The include / alter punch form (TC-101..TC-104): time up to 24:00 and a reason, both required. */
export const marcacaoFormSchema = z.object({
  hora: z.string().check(
    z.refine((hora) => HHMM.test(hora.trim()), { message: MSG_HORARIO_OBRIGATORIO, abort: true }),
    z.refine((hora) => hhmmToMinutes(hora) <= hhmmToMinutes(MAX_TIME), MSG_HORARIO_MAXIMO),
  ),
  idMotivo: z.nullable(motivoSchema).check(z.refine((motivo) => motivo !== null, MSG_MOTIVO_OBRIGATORIO)),
})

export type MarcacaoFormInput = z.input<typeof marcacaoFormSchema>
export type MarcacaoFormValues = z.output<typeof marcacaoFormSchema>

/** The form's fields in screen order, named as the server's properties (API-013/014). */
export const CAMPOS_MARCACAO = ['hora', 'idMotivo'] as const satisfies readonly (keyof MarcacaoFormValues)[]
