import { z } from 'zod/mini'
import { AFD_MAX_BYTES, MSG_AFD_GRANDE_DEMAIS } from '@/entities/fiscal/importacao-afd'

export const MSG_ARQUIVO_AFD = 'Selecione o arquivo AFD.'
export const MSG_ARQUIVO_AFD_VAZIO = 'O arquivo AFD está vazio.'

export const importarAfdSchema = z.object({
  file: z
    .nullable(z.custom<File>())
    .check(
      z.refine((v) => v !== null, MSG_ARQUIVO_AFD),
      z.refine((v) => v === null || v.size > 0, MSG_ARQUIVO_AFD_VAZIO),
      // Said before sending: a proxy in front of the server may cut the upload and answer without the server's message.
      z.refine((v) => v === null || v.size <= AFD_MAX_BYTES, MSG_AFD_GRANDE_DEMAIS),
    ),
  portaria: z.enum(['AUTO', '671', '1510']),
})
export type ImportarAfdValues = z.output<typeof importarAfdSchema>
