import { useEffect, useRef, useState } from 'react'
import { cn } from '@/shared/lib'
import { avisoUnico } from '@/shared/lib/aviso-unico'

/** How long a notice stays when nobody is pointing at it or has the focus in it. */
export const TOAST_TIMEOUT_MS = 8_000

export interface ToastAction {
  label: string
  /** The notice stays, its button busy, until this settles; then it goes unless `run` showed another. */
  run: () => Promise<void> | void
}

export interface Toast {
  id: number
  message: string
  action?: ToastAction
  timeoutMs: number
}

const avisos = avisoUnico<Omit<Toast, 'id'>>()

/** Shows a short notice at the bottom of the screen (one at a time: a new one replaces it); answers its id. */
export function showToast({ message, action, timeoutMs = TOAST_TIMEOUT_MS }: Omit<Toast, 'id' | 'timeoutMs'> & { timeoutMs?: number }): number {
  return avisos.mostrar({ message, timeoutMs, ...(action ? { action } : {}) })
}

/** Takes the notice away; with an id, only if it is still the one shown. */
export function dismissToast(id?: number): void {
  avisos.dispensar(id)
}

export function useToast(): Toast | null {
  return avisos.use()
}

/**
 * Where the notices show: a polite live region, the notice gone after its time unless the pointer or the focus is in
 * it (or its action runs). Notices shown while no Toaster is mounted are dropped with it.
 */
export function Toaster({ className }: { className?: string }) {
  const toast = useToast()
  const region = useRef<HTMLDivElement>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [running, setRunning] = useState(false)
  const held = hovered || focused || running

  // A notice that replaces another (or none) is held only by what is in it now: the button that had the focus may be gone.
  const shownId = toast?.id
  useEffect(() => {
    setHovered(false)
    setFocused(region.current?.contains(document.activeElement) ?? false)
  }, [shownId])
  useEffect(() => {
    if (!toast || held) return
    const id = setTimeout(() => dismissToast(toast.id), toast.timeoutMs)
    return () => clearTimeout(id)
  }, [toast, held])
  useEffect(() => () => dismissToast(), [])

  async function run(shown: Toast, action: ToastAction) {
    setRunning(true)
    try {
      await action.run()
    } finally {
      setRunning(false)
      dismissToast(shown.id)
    }
  }

  return (
    <div
      ref={region}
      role="status"
      aria-label="Avisos"
      className={cn('pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      {toast && (
        <div className="pointer-events-auto flex items-center gap-3 rounded-md bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg">
          <span>{toast.message}</span>
          {toast.action && (
            <button
              type="button"
              disabled={running}
              aria-busy={running || undefined}
              onClick={() => toast.action && void run(toast, toast.action)}
              className="rounded px-2 py-1 font-semibold text-brand-100 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white disabled:cursor-wait disabled:opacity-70"
            >
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            aria-label="Fechar aviso"
            onClick={() => dismissToast(toast.id)}
            className="rounded px-1.5 py-1 text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  )
}
