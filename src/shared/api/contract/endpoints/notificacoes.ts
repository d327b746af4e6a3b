import { z } from 'zod/mini'
import { AUTENTICADO, definirEndpoints } from '../endpoint'
import { documentar } from '../documentar'

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
documentar(notificacaoSchema, { id: 'Notificacao' })
export type NotificacaoDto = z.infer<typeof notificacaoSchema>

export const notificacoesSchema = z.array(notificacaoSchema)

export const notificacoesEndpoints = definirEndpoints(() => ({
  'GET /api/notificacoes': { acesso: AUTENTICADO, requisitos: ['HOME-018'], resposta: notificacoesSchema },
  'POST /api/notificacoes/markallread': { acesso: AUTENTICADO, requisitos: ['HOME-024'] },
  'POST /api/notificacoes/:id/markasread': { acesso: AUTENTICADO, requisitos: ['HOME-023'] },
}))
