import { Button } from './button'
import { ErrorAlert } from './error-alert'

export interface LoadErrorProps {
  /** Why the screen's data could not be read. */
  error: unknown
  onRetry: () => void
}

/**
 * A screen whose data could not be read: the error alert the screens show (API-021..023) and a button that reads it
 * again, which stays when the alert has gone.
 */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  return (
    <div className="flex flex-col items-start gap-3">
      <ErrorAlert error={error} className="self-stretch" />
      <Button variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  )
}
