import type { NotificacaoDto } from '../api/notificacao.schema'

/** Where a notification comes from: computed employee warnings or stored system notifications. */
export type NotificacaoOrigem = 'funcionarios' | 'sistema'

export type Notificacao = NotificacaoDto & { origem: NotificacaoOrigem }

/** HOME-019: only items with total above 0 are kept. */
export function keepPending<T extends { total: number }>(items: readonly T[]): T[] {
  return items.filter((item) => item.total > 0)
}

/** The saved employee-list queries the warnings link to (HOME-020/021). */
export const WARNING_LINKS: Readonly<Record<string, string>> = {
  semQuadroHoras: '/funcionario?semQuadroHoras=true&ativo=true&controlaPonto=true',
  semMatricula: '/funcionario?semMatricula=true&ativo=true&controlaPonto=true',
}

export type NotificacaoStyle = 'label-warning' | 'label-danger'

/** HOME-020..022: the two employee warnings are label-warning, everything else label-danger. */
export function notificacaoStyle(n: Pick<NotificacaoDto, 'name'>): NotificacaoStyle {
  return n.name && n.name in WARNING_LINKS ? 'label-warning' : 'label-danger'
}

/** The link of a notification: the warning's saved list, else the route the server gave. */
export function notificacaoLink(n: Pick<NotificacaoDto, 'name' | 'route'>): string | undefined {
  return (n.name && WARNING_LINKS[n.name]) || n.route || undefined
}

/** A stored system notification can be marked read; computed warnings cannot. */
export function canMarkRead(n: Notificacao): n is Notificacao & { id: number | string } {
  return n.origem === 'sistema' && n.id != null
}
