import { z } from 'zod/mini'
import type { FuncionarioOpcao } from '@/entities/funcionario'
import { isValidHhmm } from '@/shared/lib'

export const MSG_FUNCIONARIO = 'Selecione o funcionário'
export const MSG_HORA = 'Informe o horário'
export const MSG_HORA_INVALIDA = 'Horário inválido'

/** CLOCK-002: employee and time, named like the server's properties so its errors land on them. */
export const registrarAdminSchema = z
  .object({
    funcionarioId: z.nullable(z.custom<FuncionarioOpcao>()),
    hora: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.funcionarioId === null) ctx.addIssue({ code: 'custom', path: ['funcionarioId'], message: MSG_FUNCIONARIO, input: undefined })
      const hora = values.hora.trim()
      if (hora === '') ctx.addIssue({ code: 'custom', path: ['hora'], message: MSG_HORA, input: undefined })
      else if (!isValidHhmm(hora) || hora > '23:59') ctx.addIssue({ code: 'custom', path: ['hora'], message: MSG_HORA_INVALIDA, input: undefined })
    }),
  )

export type RegistrarAdminValues = z.output<typeof registrarAdminSchema>

/** The form's fields in screen order: the first with an error gets focus. */
export const CAMPOS_REGISTRAR_ADMIN = ['funcionarioId', 'hora'] as const
