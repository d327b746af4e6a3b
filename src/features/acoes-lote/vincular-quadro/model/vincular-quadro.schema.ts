import { z } from 'zod/mini'
import type { LookupOption } from '@/entities/lookup'
import { MSG_DATA_FINAL_OBRIGATORIA, MSG_DATA_INICIAL_OBRIGATORIA, MSG_QUADRO_OBRIGATORIO } from '@/shared/config'

export const MSG_PERIODO = 'A Data Final deve ser igual ou posterior a Data Inicial'
export const MSG_SELECIONE = 'Selecione ao menos um funcionário'

/** BATCH-004 / BATCH-007: the schedule and the period (the server's property names). */
export const vincularQuadroLoteSchema = z
  .object({
    quadroHorarioVincular: z.nullable(z.custom<LookupOption>()),
    dataInicial: z.string(),
    dataFinal: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const erro = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: undefined })
      if (v.quadroHorarioVincular === null) erro('quadroHorarioVincular', MSG_QUADRO_OBRIGATORIO)
      if (v.dataInicial.trim() === '') erro('dataInicial', MSG_DATA_INICIAL_OBRIGATORIA)
      if (v.dataFinal.trim() === '') erro('dataFinal', MSG_DATA_FINAL_OBRIGATORIA)
      else if (v.dataInicial && v.dataFinal < v.dataInicial) erro('dataFinal', MSG_PERIODO)
    }),
  )

export type VincularQuadroLoteValues = z.output<typeof vincularQuadroLoteSchema>
export const CAMPOS_VINCULAR_QUADRO = ['quadroHorarioVincular', 'dataInicial', 'dataFinal'] as const
