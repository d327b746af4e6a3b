import { z } from 'zod/mini'
import type { FuncionarioOpcao } from '@/entities/funcionario'
import { isValidHhmm } from '@/shared/lib'

export const MSG_FUNCIONARIO = 'Selecione o funcionário'
export const MSG_DATA = 'Informe a data'
export const MSG_HORARIOS = 'Informe ao menos um horário'
export const MSG_HORARIO_INVALIDO = 'Horário inválido'

/** The times typed, 'HH:mm' separated by spaces, commas or semicolons. */
export const separarHorarios = (texto: string): string[] => texto.split(/[\s,;]+/).filter((h) => h !== '')

/** The simulator's form, named like the server's properties so its errors land on them. */
export const simularMarcacoesSchema = z
  .object({
    funcionarioId: z.nullable(z.custom<FuncionarioOpcao>()),
    data: z.string(),
    horas: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.funcionarioId === null) ctx.addIssue({ code: 'custom', path: ['funcionarioId'], message: MSG_FUNCIONARIO, input: undefined })
      if (values.data.trim() === '') ctx.addIssue({ code: 'custom', path: ['data'], message: MSG_DATA, input: undefined })
      const horas = separarHorarios(values.horas)
      if (horas.length === 0) ctx.addIssue({ code: 'custom', path: ['horas'], message: MSG_HORARIOS, input: undefined })
      else if (horas.some((h) => !isValidHhmm(h) || h.length !== 5 || h > '23:59'))
        ctx.addIssue({ code: 'custom', path: ['horas'], message: MSG_HORARIO_INVALIDO, input: undefined })
    }),
  )

export type SimularMarcacoesValues = z.output<typeof simularMarcacoesSchema>

/** The form's fields in screen order: the first with an error gets focus. */
export const CAMPOS_SIMULAR_MARCACOES = ['funcionarioId', 'data', 'horas'] as const
