import type { z } from 'zod/mini'
import { apiPost, createResource } from '@/shared/api'
import { scriptSchema } from './script.schema'

export { scriptSchema }

/** The operations a script may run: a closed list, so 'Executar' never runs free SQL. */
export const OPERACOES_SCRIPT = {
  RECALCULAR_COMPETENCIA: 'Recalcular a competência aberta',
  LIMPAR_NOTIFICACOES: 'Marcar as notificações como lidas',
  CONTAR_REGISTROS: 'Contar funcionários, marcações e tratamentos',
} as const
export type OperacaoScript = keyof typeof OPERACOES_SCRIPT

export const SITUACOES_EXECUCAO = { SUCESSO: 'Sucesso', ERRO: 'Erro' } as const

export type Script = z.infer<typeof scriptSchema>

export const scriptResource = createResource({ key: 'script', resource: 'scripts', item: scriptSchema, sort: ['nome,asc'] })

/** Runs the script's operation: POST /api/scripts/{id}/executar answers the script with its last run. */
export const executarScript = (id: number) => apiPost(`/api/scripts/${id}/executar`, undefined, scriptSchema)
