import { z } from 'zod/mini'

export const MSG_ARQUIVO_AFD = 'Selecione o arquivo AFD.'
export const MSG_ARQUIVO_AFD_VAZIO = 'O arquivo AFD está vazio.'

export const importarAfdSchema = z.object({
  file: z
    .nullable(z.custom<File>())
    .check(z.refine((v) => v !== null, MSG_ARQUIVO_AFD), z.refine((v) => v === null || v.size > 0, MSG_ARQUIVO_AFD_VAZIO)),
  portaria: z.enum(['AUTO', '671', '1510']),
})
export type ImportarAfdValues = z.output<typeof importarAfdSchema>
