import { z } from 'zod/mini'
import type { LookupOption } from '@/entities/lookup'
import { MSG_DATA_FINAL_OBRIGATORIA, MSG_DATA_INICIAL_OBRIGATORIA, MSG_QUADRO_OBRIGATORIO } from '@/shared/config'

/**
 * TC-118..121: a day off needs nothing else; otherwise the schedule and both dates are required. The field names
 * are the server's properties (POST /api/acoes-lote/vincularQuadroHorario), so its errors land on them.
 */
export const alterarHorarioDiaSchema = z
  .object({
    folga: z.boolean(),
    quadroHorarioVincular: z.nullable(z.custom<LookupOption>()),
    dataInicial: z.string(),
    dataFinal: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.folga) return
      const faltando = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: undefined })
      if (values.quadroHorarioVincular === null) faltando('quadroHorarioVincular', MSG_QUADRO_OBRIGATORIO)
      if (values.dataInicial.trim() === '') faltando('dataInicial', MSG_DATA_INICIAL_OBRIGATORIA)
      if (values.dataFinal.trim() === '') faltando('dataFinal', MSG_DATA_FINAL_OBRIGATORIA)
    }),
  )

export type AlterarHorarioDiaValues = z.output<typeof alterarHorarioDiaSchema>

/** TC-122: both dates default to the day of the row. */
export function valoresIniciais(data: string): AlterarHorarioDiaValues {
  return { folga: false, quadroHorarioVincular: null, dataInicial: data, dataFinal: data }
}

/** The form's fields in screen order: the first with an error gets focus. */
export const CAMPOS_ALTERAR_HORARIO = ['folga', 'quadroHorarioVincular', 'dataInicial', 'dataFinal'] as const
