import { z } from 'zod/mini'

/** The server keeps at most this many characters (mock/handlers/observacao.ts). */
export const OBSERVACAO_MAX = 500
export const MSG_OBSERVACAO_MAXIMO = `A observação deve ter no máximo ${OBSERVACAO_MAX} caracteres`

/** The notes line of a card; an empty one removes it. */
export const observacaoSchema = z.object({
  observacao: z.string().check(z.maxLength(OBSERVACAO_MAX, MSG_OBSERVACAO_MAXIMO)),
})

export type ObservacaoValues = z.output<typeof observacaoSchema>

export const CAMPOS_OBSERVACAO = ['observacao'] as const
