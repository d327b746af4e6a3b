import { z } from 'zod/mini'
import { hhmmToMinutes, MAX_TIME } from '@/shared/lib'

/** doc1 §5 (TC-101..TC-103), letter for letter. */
export const MSG_MOTIVO = 'Preenchimento do motivo e obrigatorio'
export const MSG_HORARIO = 'Preenchimento do horario e obrigatorio'
export const MSG_HORARIO_MAXIMO = 'O horario deve ser menor ou igual a 24:00 horas'

const motivoSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.boolean() })

/** A complete hh:mm with minutes 00..59 (TC-104); anything less counts as not filled in. */
const HHMM = /^\d{2}:[0-5]\d$/

/** The include / alter punch form (TC-101..TC-104): time up to 24:00 and a reason, both required. */
export const marcacaoFormSchema = z.object({
  hora: z.string().check(
    z.refine((hora) => HHMM.test(hora.trim()), { message: MSG_HORARIO, abort: true }),
    z.refine((hora) => hhmmToMinutes(hora) <= hhmmToMinutes(MAX_TIME), MSG_HORARIO_MAXIMO),
  ),
  idMotivo: z.nullable(motivoSchema).check(z.refine((motivo) => motivo !== null, MSG_MOTIVO)),
})

export type MarcacaoFormInput = z.input<typeof marcacaoFormSchema>
export type MarcacaoFormValues = z.output<typeof marcacaoFormSchema>

/** The form's fields in screen order, named as the server's properties (API-013/014). */
export const CAMPOS_MARCACAO = ['hora', 'idMotivo'] as const satisfies readonly (keyof MarcacaoFormValues)[]
