import { z } from 'zod'

/** HOME-025: id, name, total, tipo (AVISO, ERRO or other), descricao, text, className, dataHora, stackTrace, route/action. */
export const notificacaoSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).nullish(),
  name: z.string().nullish(),
  total: z.number(),
  tipo: z.string().nullish(),
  descricao: z.string().nullish(),
  text: z.string().nullish(),
  className: z.string().nullish(),
  dataHora: z.string().nullish(),
  stackTrace: z.string().nullish(),
  route: z.string().nullish(),
  action: z.string().nullish(),
})

export type NotificacaoDto = z.infer<typeof notificacaoSchema>

export const notificacoesSchema = z.array(notificacaoSchema)
