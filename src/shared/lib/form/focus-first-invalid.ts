import type { FieldErrors, FieldValues } from 'react-hook-form'

/** The paths of the fields that have an error ('registro', 'pares.0.entrada'). */
export function errorPaths(errors: FieldErrors<FieldValues>, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== 'object') return []
    const path = prefix ? `${prefix}.${key}` : key
    const own = 'message' in error || 'type' in error ? [path] : []
    const nested = Object.entries(error).filter(([k, v]) => k !== 'ref' && v && typeof v === 'object' && !('nodeType' in v))
    return [...own, ...errorPaths(Object.fromEntries(nested) as FieldErrors<FieldValues>, path)]
  })
}

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button'

/**
 * Focuses, in screen order, the first control of `form` whose field has an error. Controls registered by name carry
 * it (`name`); controlled ones (selects, pickers) are found through their field's wrapper (`data-field`).
 */
export function focusFirstInvalid(form: Element, errors: FieldErrors<FieldValues>): void {
  const paths = errorPaths(errors)
  if (paths.length === 0) return
  const hasError = (name: string) => paths.some((path) => path === name || path.startsWith(`${name}.`))
  const candidates = form.querySelectorAll<HTMLElement>('[data-field], [name]:not([type=hidden])')
  for (const candidate of candidates) {
    const name = candidate.dataset.field ?? candidate.getAttribute('name') ?? ''
    if (!hasError(name)) continue
    const target = candidate.matches(FOCUSABLE) ? candidate : candidate.querySelector<HTMLElement>(FOCUSABLE)
    if (target) {
      target.focus()
      return
    }
  }
}
