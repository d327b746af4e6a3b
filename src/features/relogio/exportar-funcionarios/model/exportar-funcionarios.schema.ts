import { z } from 'zod/mini'

export const MSG_EQUIPAMENTO = 'Selecione o equipamento'
export const MSG_FUNCIONARIOS = 'Selecione ao menos um funcionário'

export interface Opcao {
  id: number
  label: string
}

/** Employees and the clock they go to, named like the server's properties so its errors land on them. */
export const exportarFuncionariosSchema = z
  .object({
    funcionarioIds: z.array(z.custom<Opcao>()),
    equipamentoId: z.nullable(z.custom<Opcao>()),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.funcionarioIds.length === 0) ctx.addIssue({ code: 'custom', path: ['funcionarioIds'], message: MSG_FUNCIONARIOS, input: undefined })
      if (values.equipamentoId === null) ctx.addIssue({ code: 'custom', path: ['equipamentoId'], message: MSG_EQUIPAMENTO, input: undefined })
    }),
  )

export type ExportarFuncionariosValues = z.output<typeof exportarFuncionariosSchema>

export const CAMPOS_EXPORTAR_FUNCIONARIOS = ['funcionarioIds', 'equipamentoId'] as const
