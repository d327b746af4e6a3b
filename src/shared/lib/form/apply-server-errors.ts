import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { ApiError, errorMessage } from '@/shared/api'

/**
 * A failed save, for a form (API-013..015): the server's validation errors of the listed fields land on them, the
 * first of those (in `fields` order) gets focus. Returns the message the form shows in its alert: the catalogue
 * message, or null when every error landed on a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string | null {
  const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {}
  const landed = fields.filter((field) => fieldErrors[field])
  landed.forEach((field, index) => setError(field, { type: 'server', message: fieldErrors[field] }, { shouldFocus: index === 0 }))
  const leftOver = Object.keys(fieldErrors).some((property) => !landed.includes(property as FieldPath<T>))
  return landed.length > 0 && !leftOver ? null : errorMessage(error)
}
