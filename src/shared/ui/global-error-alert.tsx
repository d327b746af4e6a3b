import { dismissGlobalError, useGlobalError } from '@/shared/api'
import { ErrorAlert } from './error-alert'

/** API-009: the shell's alert for failures reported from anywhere (searches), gone after 10 s. */
export function GlobalErrorAlert({ className }: { className?: string }) {
  const current = useGlobalError()
  return <ErrorAlert error={current?.error ?? null} onDismiss={() => current && dismissGlobalError(current.id)} className={className} />
}
