import { useEffect, useState } from 'react'
import { errorMessage } from '@/shared/api'
import { cn } from '@/shared/lib'

/** API-023: alerts go away on their own after 10 s. */
export const ALERT_TIMEOUT_MS = 10_000

export interface ErrorAlertProps {
  /** Any error; nothing is shown while it is null/undefined. A new error object shows again. */
  error: unknown
  /** Overrides the catalogue text. */
  message?: string
  title?: string
  onDismiss?: () => void
  timeoutMs?: number
  className?: string
}

/** API-021..023: danger style, dismissible, gone after 10000 ms. */
export function ErrorAlert({ error, message, title, onDismiss, timeoutMs = ALERT_TIMEOUT_MS, className }: ErrorAlertProps) {
  const [dismissed, setDismissed] = useState<unknown>(null)
  const visible = error !== null && error !== undefined && error !== false && dismissed !== error

  useEffect(() => {
    if (!visible) return
    const id = setTimeout(() => {
      setDismissed(error)
      onDismiss?.()
    }, timeoutMs)
    return () => clearTimeout(id)
    // onDismiss identity must not restart the countdown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, error, timeoutMs])

  if (!visible) return null
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-md border border-danger-500/40 bg-danger-50 px-4 py-3 text-sm text-danger-700',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-danger-500">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
      </svg>
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        <p className="break-words">{message ?? errorMessage(error)}</p>
      </div>
      <button
        type="button"
        aria-label="Fechar"
        onClick={() => {
          setDismissed(error)
          onDismiss?.()
        }}
        className="-m-1 rounded p-1 text-danger-700 hover:bg-danger-500/10 focus-visible:outline-2 focus-visible:outline-danger-500"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M5.3 4 10 8.7 14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3-4.7-4.7L5.3 16 4 14.7 8.7 10 4 5.3 5.3 4Z" />
        </svg>
      </button>
    </div>
  )
}
