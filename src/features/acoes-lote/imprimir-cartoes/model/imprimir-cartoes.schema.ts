import { z } from 'zod/mini'
import { MSG_DATA_FINAL_OBRIGATORIA, MSG_DATA_INICIAL_OBRIGATORIA } from '@/shared/config'

export const MSG_PERIODO = 'A Data Final deve ser igual ou posterior a Data Inicial'
export const MSG_SELECIONE = 'Selecione ao menos um funcionário'

/** The orders the time cards can be printed in (the server's `ordem`). */
export const ORDENS_IMPRESSAO = [
  { value: 'nome', label: 'Nome' },
  { value: 'matricula', label: 'Matrícula' },
] as const

export const imprimirCartoesLoteSchema = z
  .object({
    dataInicial: z.string().check(z.trim(), z.minLength(1, MSG_DATA_INICIAL_OBRIGATORIA)),
    dataFinal: z.string().check(z.trim(), z.minLength(1, MSG_DATA_FINAL_OBRIGATORIA)),
    ordem: z.enum(['nome', 'matricula']),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.dataInicial && v.dataFinal && v.dataFinal < v.dataInicial) {
        ctx.addIssue({ code: 'custom', path: ['dataFinal'], message: MSG_PERIODO, input: v.dataFinal })
      }
    }),
  )

export type ImprimirCartoesLoteValues = z.output<typeof imprimirCartoesLoteSchema>
export const CAMPOS_IMPRIMIR = ['dataInicial', 'dataFinal', 'ordem'] as const
