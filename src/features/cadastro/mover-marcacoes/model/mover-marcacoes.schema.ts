import { z } from 'zod/mini'
import type { IdLabelOption } from '@/shared/ui'
import { MSG_DATA_FINAL_OBRIGATORIA, MSG_DATA_INICIAL_OBRIGATORIA } from '@/shared/config'

export const MSG_FUNCIONARIO = 'Preenchimento do funcionário é obrigatório'
export const MSG_PERIODO = 'A Data Final deve ser igual ou posterior a Data Inicial'
export const MSG_DIA_DESTINO = 'Preenchimento do dia de destino é obrigatório'
export const MSG_SELECIONE = 'Selecione ao menos uma marcação'

/** The employee and the period whose punches are listed. */
export const periodoSchema = z
  .object({
    funcionario: z.nullable(z.custom<IdLabelOption>()),
    dataInicial: z.string(),
    dataFinal: z.string(),
    dataDestino: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const erro = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: undefined })
      if (v.funcionario === null) erro('funcionario', MSG_FUNCIONARIO)
      if (v.dataInicial.trim() === '') erro('dataInicial', MSG_DATA_INICIAL_OBRIGATORIA)
      if (v.dataFinal.trim() === '') erro('dataFinal', MSG_DATA_FINAL_OBRIGATORIA)
      else if (v.dataInicial && v.dataFinal < v.dataInicial) erro('dataFinal', MSG_PERIODO)
    }),
  )

export type MoverMarcacoesValues = z.output<typeof periodoSchema>
/** Server properties that land on a field (the rest, e.g. marcacaoIds, is shown on top). */
export const CAMPOS_MOVER = ['dataDestino'] as const
