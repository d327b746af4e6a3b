import { canMarkRead, notificacaoLink, notificacaoStyle, type Notificacao } from '@/entities/notificacao'
import { MarcarNotificacaoLidaButton } from '@/features/marcar-notificacao-lida'
import { cn, formatDateTime } from '@/shared/lib'
import { RouterAnchor } from './router-anchor'

const STYLE_CLASSES = {
  'label-warning': 'bg-warning-50 text-warning-500 ring-warning-500/40',
  'label-danger': 'bg-danger-50 text-danger-700 ring-danger-500/40',
} as const

export function NotificacaoItem({ notificacao, onNavigate }: { notificacao: Notificacao; onNavigate: () => void }) {
  const style = notificacaoStyle(notificacao)
  const link = notificacaoLink(notificacao)
  const descricao = notificacao.descricao || notificacao.name || 'Notificação'
  return (
    <li className="flex flex-col gap-1 border-b border-slate-100 px-3 py-2 last:border-b-0">
      <div className="flex items-start gap-2">
        <span
          className={cn(style, 'mt-0.5 rounded px-1.5 py-0.5 text-xs font-semibold ring-1', STYLE_CLASSES[style])}
          aria-label={`Total: ${notificacao.total}`}
        >
          {notificacao.total}
        </span>
        {link ? (
          <RouterAnchor href={link} onClick={onNavigate} className="text-sm text-brand-700 hover:underline">
            {descricao}
          </RouterAnchor>
        ) : (
          <span className="text-sm text-slate-800">{descricao}</span>
        )}
      </div>
      {notificacao.text && <p className="text-xs text-slate-600">{notificacao.text}</p>}
      {notificacao.stackTrace && (
        <details className="text-xs text-slate-500">
          <summary className="cursor-pointer">Detalhes técnicos</summary>
          <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap">{notificacao.stackTrace}</pre>
        </details>
      )}
      <div className="flex items-center justify-between gap-2">
        {notificacao.dataHora ? (
          <time dateTime={notificacao.dataHora} className="text-xs text-slate-500">
            {formatDateTime(notificacao.dataHora)}
          </time>
        ) : (
          <span />
        )}
        {canMarkRead(notificacao) && <MarcarNotificacaoLidaButton id={notificacao.id} descricao={descricao} />}
      </div>
    </li>
  )
}
