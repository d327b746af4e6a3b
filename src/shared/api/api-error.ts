import type { $ZodIssue } from 'zod/v4/core'
import { fieldErrorsOf, messageFromBody } from './error-catalogue'

/** A non-OK HTTP response (API-019), or a network failure (status 0, body 'ECONNREFUSED'). */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  /** The parsed response body: JSON when parseable, else the text. */
  readonly body: unknown
  /** API-013: Spring validation errors as property → message. */
  readonly fieldErrors?: Record<string, string>

  constructor(status: number, body: unknown) {
    super(messageFromBody(body, status))
    this.status = status
    this.body = body
    const fieldErrors = fieldErrorsOf(body)
    if (fieldErrors) this.fieldErrors = fieldErrors
  }
}

/** One mismatch, said briefly in Portuguese (zod mini carries no locale: its own message is 'Invalid input'). */
function describeIssue(issue: $ZodIssue): string {
  if (issue.code === 'invalid_type') return `esperado ${issue.expected}`
  if (issue.code === 'invalid_value') return `esperado um de ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
  if (issue.code === 'unrecognized_keys') return `chaves inesperadas ${issue.keys.join(', ')}`
  return issue.message && issue.message !== 'Invalid input' ? issue.message : issue.code
}

/** A successful response that does not match its schema: a clear error instead of a crash in a component. */
export class ContractError extends Error {
  override readonly name = 'ContractError'
  readonly issues: $ZodIssue[]
  readonly path: string

  constructor(method: string, path: string, issues: $ZodIssue[]) {
    const details = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.length ? issue.path.join('.') : '(raiz)'}: ${describeIssue(issue)}`)
      .join('; ')
    super(`Resposta inesperada do servidor em ${method} ${path}: ${details}`)
    this.issues = issues
    this.path = path
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
