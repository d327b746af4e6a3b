import { z } from 'zod/mini'

export const MSG_ARQUIVO_AFD = 'Selecione o arquivo AFD.'

export const importarAfdSchema = z.object({
  file: z.nullable(z.custom<File>()).check(z.refine((v) => v !== null, MSG_ARQUIVO_AFD)),
  portaria: z.enum(['AUTO', '671', '1510']),
})
export type ImportarAfdValues = z.output<typeof importarAfdSchema>
