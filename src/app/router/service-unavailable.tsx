import { MSG_SERVICE_UNAVAILABLE } from '@/shared/config'
import { Spinner } from '@/shared/ui'

/** At start, while the backend cannot be reached: the catalogue's message, and the tries going on behind it. */
export function ServiceUnavailable() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <p role="alert" className="rounded-md border border-danger-500/40 bg-danger-50 px-4 py-3 text-danger-700">
        {MSG_SERVICE_UNAVAILABLE}
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" decorative /> Tentando conectar novamente...
      </p>
    </div>
  )
}
