import { useSyncExternalStore } from 'react'

/** The failure shown by the shell's global alert (API-009), with an id so the same error can show again. */
export interface GlobalError {
  id: number
  error: unknown
}

let current: GlobalError | null = null
let sequence = 0
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** Shows a failure in the global alert; a cancelled request is not a failure. */
export function reportGlobalError(error: unknown): void {
  if (isAbort(error)) return
  current = { id: ++sequence, error }
  notify()
}

/** Dismisses the alert shown; with an id, only if that failure is still the one shown. */
export function dismissGlobalError(id?: number): void {
  if (current === null || (id !== undefined && current.id !== id)) return
  current = null
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useGlobalError(): GlobalError | null {
  return useSyncExternalStore(subscribe, () => current)
}
