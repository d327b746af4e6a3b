import { avisoUnico } from '@/shared/lib/aviso-unico'

/** The failure shown by the shell's global alert (API-009), with an id so the same error can show again. */
export interface GlobalError {
  id: number
  error: unknown
}

const alerta = avisoUnico<Omit<GlobalError, 'id'>>()

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** Shows a failure in the global alert; a cancelled request is not a failure. */
export function reportGlobalError(error: unknown): void {
  if (isAbort(error)) return
  alerta.mostrar({ error })
}

/** Dismisses the alert shown; with an id, only if that failure is still the one shown. */
export function dismissGlobalError(id?: number): void {
  alerta.dispensar(id)
}

export function useGlobalError(): GlobalError | null {
  return alerta.use()
}
