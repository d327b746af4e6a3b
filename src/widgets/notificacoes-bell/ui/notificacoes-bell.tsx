import { useEffect, useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { notificacaoQueries } from '@/entities/notificacao'
import { carregamentoAdiado, Spinner } from '@/shared/ui'

const painel = carregamentoAdiado(() => import('./notificacoes-painel'))

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  )
}

/** HOME-017..025: the notifications bell of the top bar. */
export function NotificacoesBell() {
  const { data: notificacoes = [], error } = useQuery(notificacaoQueries.list())
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const count = notificacoes.length
  const modulo = painel.use()

  useEffect(() => {
    if (!open) return void painel.carregarQuandoOcioso()
    void painel.carregar()
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count === 1 ? 'Notificações: 1 pendente' : `Notificações: ${count} pendentes`}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void painel.carregar()}
        onFocus={() => void painel.carregar()}
        className="relative inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <BellIcon />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-danger-500 px-1 text-center text-[10px] leading-4 font-bold text-white"
          >
            {count}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Notificações"
          // On a phone the bell is too near the middle for a panel hanging from it: it spans the screen below the top bar.
          className="absolute right-0 z-40 mt-2 w-80 max-w-[90vw] rounded-md border border-slate-200 bg-white shadow-lg max-sm:fixed max-sm:inset-x-2 max-sm:top-14 max-sm:w-auto max-sm:max-w-none"
        >
          {modulo ? (
            <modulo.NotificacoesPainel notificacoes={notificacoes} error={error} onNavigate={() => setOpen(false)} />
          ) : (
            <Spinner className="m-3" />
          )}
        </div>
      )}
    </div>
  )
}
