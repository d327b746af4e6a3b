import { canMarkRead, type Notificacao } from '@/entities/notificacao'
import { MarcarTodasLidasButton } from '@/features/marcar-todas-lidas'
import { ErrorAlert } from '@/shared/ui'
import { NotificacaoItem } from './notificacao-item'

interface NotificacoesPainelProps {
  notificacoes: readonly Notificacao[]
  error: unknown
  onNavigate: () => void
}

/** The open bell's content (HOME-018..025); it loads on the first opening or while the browser is idle. */
export function NotificacoesPainel({ notificacoes, error, onNavigate }: NotificacoesPainelProps) {
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
        <h2 className="text-sm font-semibold text-slate-800">Notificações</h2>
        {notificacoes.some(canMarkRead) && <MarcarTodasLidasButton />}
      </div>
      <ErrorAlert error={error} className="m-2" />
      {notificacoes.length === 0 ? (
        <p className="px-3 py-4 text-sm text-slate-600">Nenhuma notificação.</p>
      ) : (
        <ul className="max-h-96 overflow-y-auto">
          {notificacoes.map((notificacao, index) => (
            <NotificacaoItem
              key={`${notificacao.origem}-${notificacao.id ?? notificacao.name ?? index}`}
              notificacao={notificacao}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
    </>
  )
}
