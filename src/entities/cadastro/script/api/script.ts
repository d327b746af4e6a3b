import { z } from 'zod/mini'
import { apiPost, createResource } from '@/shared/api'

/** The operations a script may run: a closed list, so 'Executar' never runs free SQL. */
export const OPERACOES_SCRIPT = {
  RECALCULAR_COMPETENCIA: 'Recalcular a competência aberta',
  LIMPAR_NOTIFICACOES: 'Marcar as notificações como lidas',
  CONTAR_REGISTROS: 'Contar funcionários, marcações e tratamentos',
} as const
export type OperacaoScript = keyof typeof OPERACOES_SCRIPT

export const SITUACOES_EXECUCAO = { SUCESSO: 'Sucesso', ERRO: 'Erro' } as const

/** A maintenance script (/script, admin only): its text, its operation, and its last run. */
export const scriptSchema = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string(),
  operacao: z.enum(Object.keys(OPERACOES_SCRIPT) as [OperacaoScript, ...OperacaoScript[]]),
  corpo: z.string(),
  ultimaExecucao: z.nullable(z.string()),
  ultimoResultado: z.nullable(z.string()),
  ultimaSituacao: z.nullable(z.enum(['SUCESSO', 'ERRO'])),
  executadoPor: z.nullable(z.string()),
})
export type Script = z.infer<typeof scriptSchema>

export const scriptResource = createResource({ key: 'script', resource: 'scripts', item: scriptSchema, sort: ['nome,asc'] })

/** Runs the script's operation: POST /api/scripts/{id}/executar answers the script with its last run. */
export const executarScript = (id: number) => apiPost(`/api/scripts/${id}/executar`, undefined, scriptSchema)
