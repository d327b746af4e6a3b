import { z } from 'zod/mini'
import { OPERACOES_SCRIPT, type OperacaoScript } from '@/entities/cadastro/script'

export const MSG_NOME = 'Preenchimento do nome é obrigatório'
export const MSG_OPERACAO = 'Selecione a operacao'
export const MSG_CORPO = 'Preenchimento do script é obrigatório'

const operacoes = Object.keys(OPERACOES_SCRIPT) as [OperacaoScript, ...OperacaoScript[]]

export const scriptFormSchema = z.object({
  nome: z.string().check(z.trim(), z.minLength(1, MSG_NOME), z.maxLength(100, 'O nome deve ter no máximo 100 caracteres')),
  descricao: z.string().check(z.maxLength(500, 'A descrição deve ter no máximo 500 caracteres')),
  operacao: z.union([z.enum(operacoes, MSG_OPERACAO), z.literal('')]).check(z.refine((v) => v !== '', MSG_OPERACAO)),
  corpo: z.string().check(z.trim(), z.minLength(1, MSG_CORPO)),
})
export type ScriptFormValues = z.output<typeof scriptFormSchema>
export const CAMPOS_SCRIPT = ['nome', 'descricao', 'operacao', 'corpo'] as const
