export { notificacaoQueries, NOTIFICACAO_POLL_MS } from './api/notificacao.queries'
export { notificacaoSchema } from './api/notificacao.schema'
export type { NotificacaoDto } from './api/notificacao.schema'
export {
  keepPending,
  notificacaoStyle,
  notificacaoLink,
  canMarkRead,
  WARNING_LINKS,
} from './model/notificacao'
export type { Notificacao, NotificacaoOrigem, NotificacaoStyle } from './model/notificacao'
