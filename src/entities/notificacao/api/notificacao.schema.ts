import { z } from 'zod/mini'

/** HOME-025: id, name, total, tipo (AVISO, ERRO or other), descricao, text, className, dataHora, stackTrace, route/action. */
export const notificacaoSchema = z.looseObject({
  id: z.nullish(z.union([z.number(), z.string()])),
  name: z.nullish(z.string()),
  total: z.number(),
  tipo: z.nullish(z.string()),
  descricao: z.nullish(z.string()),
  text: z.nullish(z.string()),
  className: z.nullish(z.string()),
  dataHora: z.nullish(z.string()),
  stackTrace: z.nullish(z.string()),
  route: z.nullish(z.string()),
  action: z.nullish(z.string()),
})

export type NotificacaoDto = z.infer<typeof notificacaoSchema>

export const notificacoesSchema = z.array(notificacaoSchema)
