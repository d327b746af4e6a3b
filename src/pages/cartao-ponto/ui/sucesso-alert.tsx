import { useEffect } from 'react'
import { ALERT_TIMEOUT_MS } from '@/shared/ui'

/** A success notice, gone after the alerts' 10 s. */
export function SucessoAlert({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!message) return
    const id = setTimeout(onDismiss, ALERT_TIMEOUT_MS)
    return () => clearTimeout(id)
  }, [message, onDismiss])
  if (!message) return null
  return (
    <p role="status" className="rounded-md border border-success-500/40 bg-success-50 px-4 py-2 text-sm font-medium text-slate-900">
      {message}
    </p>
  )
}
