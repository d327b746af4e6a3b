import { MSG_SERVICE_UNAVAILABLE, MSG_UNEXPECTED_ERROR } from '@/shared/config'
import { CONNECTION_REFUSED, MSG_FORBIDDEN, MSG_NOT_FOUND } from './messages'

/** Statuses a gateway answers when the backend behind it is unreachable. */
const GATEWAY_DOWN = new Set([0, 502, 503, 504])

/** Spring's placeholder when an exception (typically a NullPointerException) carries no message. */
const NO_MESSAGE = new Set(['', 'No message available', 'null'])

/** Spring Security's own English words for a 403: the user reads the catalogue's Portuguese instead. */
const ACCESS_DENIED = new Set(['Access Denied', 'Access is denied', 'Forbidden'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function nonBlank(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** Spring Data REST validation entries `{ entity, property, invalidValue, message }`. */
export function validationEntries(body: unknown): { property: string; message: string }[] | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null
  return body.errors.filter(isRecord).map((entry) => ({
    property: typeof entry.property === 'string' ? entry.property : '',
    message: typeof entry.message === 'string' ? entry.message : '',
  }))
}

/** API-013: validation list → map of property to message (the first message of each property). */
export function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  const entries = validationEntries(body)
  if (!entries || entries.length === 0) return undefined
  const map: Record<string, string> = {}
  for (const { property, message } of entries) {
    if (property && !(property in map)) map[property] = message
  }
  return map
}

/**
 * An HTML page (nginx's '502 Bad Gateway', a load balancer's maintenance page) is not a message: the user would read its
 * markup. It says what an empty body of the same status says.
 */
const HTML_PAGE = /^\s*<(?:!doctype\s+html|html|head|body)[\s>]/i

function messageFromText(text: string, status: number | undefined): string {
  if (text.includes(CONNECTION_REFUSED)) return MSG_SERVICE_UNAVAILABLE
  if (text.trim() === '' || HTML_PAGE.test(text)) {
    if (status !== undefined && GATEWAY_DOWN.has(status)) return MSG_SERVICE_UNAVAILABLE
    if (status === 404) return MSG_NOT_FOUND
    if (status === 403) return MSG_FORBIDDEN
    return MSG_UNEXPECTED_ERROR
  }
  return status === undefined ? text : `${text} (${status})`
}

function messageFromObject(body: Record<string, unknown>, status: number | undefined): string {
  const entries = validationEntries(body)
  if (entries && entries.length > 0) {
    const messages = entries.map((e) => e.message).filter(nonBlank)
    if (messages.length > 0) return messages.join('; ')
  }
  const message = body.message
  if (status === 403 && nonBlank(message) && ACCESS_DENIED.has(message.trim())) return MSG_FORBIDDEN
  if (nonBlank(message) && !NO_MESSAGE.has(message.trim())) {
    if (message.includes(CONNECTION_REFUSED)) return MSG_SERVICE_UNAVAILABLE
    if (!message.includes('NullPointerException')) return message
  }
  if ('message' in body || 'exception' in body || 'trace' in body || (status ?? 0) >= 500) {
    return MSG_UNEXPECTED_ERROR
  }
  // TC-009: an error object without a message and with exactly one value uses that value.
  const values = Object.values(body)
  if (values.length === 1 && nonBlank(values[0])) return values[0]
  if (status === 404) return MSG_NOT_FOUND
  if (status === 403) return MSG_FORBIDDEN
  return MSG_UNEXPECTED_ERROR
}

/**
 * The catalogue (API-016..018, TC-009): the text a user sees for an error body.
 * `status` is the HTTP status when the body came from a response.
 */
export function messageFromBody(body: unknown, status?: number): string {
  if (typeof body === 'string') return messageFromText(body, status)
  if (isRecord(body)) return messageFromObject(body, status)
  if (status !== undefined && GATEWAY_DOWN.has(status)) return MSG_SERVICE_UNAVAILABLE
  return MSG_UNEXPECTED_ERROR
}
