import { MSG_SERVICE_UNAVAILABLE, MSG_UNEXPECTED_ERROR } from '@/shared/config'
import { ApiError, ContractError } from './api-error'
import { messageFromBody } from './error-catalogue'
import { CONNECTION_REFUSED } from './messages'

/** Programming errors say nothing useful to a user. */
const INTERNAL_ERRORS = ['TypeError', 'ReferenceError', 'SyntaxError', 'RangeError']

/**
 * The text a user sees for any error (API-016..018, TC-009, doc1/doc2 §8):
 * ApiError and ContractError carry their catalogue text; a plain string or an error
 * object (e.g. a time-card error) goes through the same catalogue.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof ContractError) return error.message
  if (error instanceof Error) {
    if (error.message.includes(CONNECTION_REFUSED)) return MSG_SERVICE_UNAVAILABLE
    if (INTERNAL_ERRORS.includes(error.name) || error.message.trim() === '') return MSG_UNEXPECTED_ERROR
    return error.message
  }
  if (typeof error === 'string' || (typeof error === 'object' && error !== null)) return messageFromBody(error)
  return MSG_UNEXPECTED_ERROR
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

/** API-008 / REQ-006: what a failed search keeps: the error body, else the message, else 'ECONNREFUSED'. */
export function searchErrorValue(error: unknown): unknown {
  if (error instanceof ApiError && present(error.body)) return error.body
  if (error instanceof Error && present(error.message)) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && present(error.message)) {
    return error.message
  }
  return CONNECTION_REFUSED
}
