import { z } from 'zod/mini'

export const MSG_EPI_DESCRICAO = 'Preenchimento da descrição do EPI é obrigatório'
export const MSG_EPI_CA = 'Preenchimento do número do CA é obrigatório'
export const MSG_EPI_ENTREGA = 'Preenchimento da data de entrega é obrigatório'
export const MSG_EPI_QUANTIDADE = 'A quantidade deve ser maior que zero'
export const MSG_EPI_VALIDADE = 'A validade deve ser posterior a data de entrega'

/** A delivery of personal protective equipment to the employee. */
export const novoEpiSchema = z
  .object({
    descricao: z.string().check(z.trim(), z.minLength(1, MSG_EPI_DESCRICAO), z.maxLength(100)),
    ca: z.string().check(z.trim(), z.minLength(1, MSG_EPI_CA), z.maxLength(20)),
    dataEntrega: z.string().check(z.minLength(1, MSG_EPI_ENTREGA)),
    quantidade: z.string().check(z.refine((v) => /^\d+$/.test(v) && Number(v) >= 1, MSG_EPI_QUANTIDADE)),
    validade: z.string(),
  })
  .check(z.refine((v) => !v.validade || !v.dataEntrega || v.validade >= v.dataEntrega, { message: MSG_EPI_VALIDADE, path: ['validade'] }))

export type NovoEpiValues = z.infer<typeof novoEpiSchema>
