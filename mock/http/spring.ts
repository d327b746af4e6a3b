import { HttpResponse } from 'msw'

/** Spring Data REST / Spring Boot response formats (domain.md). */

export type SortDirection = 'asc' | 'desc'

export interface SortOrder {
  property: string
  direction: SortDirection
}

export interface PageRequest {
  /** 0-based. */
  page: number
  size: number
  sort: SortOrder[]
  /** Path and query of the request, for HAL self links. */
  self: string
}

export interface PageDefaults {
  size?: number
  sort?: SortOrder[]
}

export const DEFAULT_PAGE_SIZE = 20
/** Spring Data REST's `max-page-size`: a larger `size` is served as this many, silently. */
export const MAX_PAGE_SIZE = 1000

function nonNegativeInt(value: string | null, fallback: number, min: number): number {
  const parsed = value === null || value === '' ? NaN : Number(value)
  return Number.isInteger(parsed) && parsed >= min ? parsed : fallback
}

/** The page size asked for, at most Spring Data REST's maximum; the endpoint's own default when none or an invalid one. */
function tamanhoPedido(valor: string | null, padrao: number): number {
  const pedido = nonNegativeInt(valor, 0, 1)
  return pedido === 0 ? padrao : Math.min(pedido, MAX_PAGE_SIZE)
}

/** Reads `page` (0-based), `size` and repeatable `sort=prop,dir` like Spring's Pageable resolver. */
export function pageRequest(url: URL, defaults: PageDefaults = {}): PageRequest {
  const sort = url.searchParams
    .getAll('sort')
    .flatMap((value): SortOrder[] => {
      const [property, dir] = value.split(',').map((s) => s.trim())
      if (!property) return []
      return [{ property, direction: dir?.toLowerCase() === 'desc' ? 'desc' : 'asc' }]
    })
  return {
    page: nonNegativeInt(url.searchParams.get('page'), 0, 0),
    size: tamanhoPedido(url.searchParams.get('size'), defaults.size ?? DEFAULT_PAGE_SIZE),
    sort: sort.length > 0 ? sort : (defaults.sort ?? []),
    self: `${url.pathname}${url.search}`,
  }
}

function valueAt(item: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), item)
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })

function isMissing(value: unknown): boolean {
  return value === null || value === undefined
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return collator.compare(String(a), String(b))
}

/** Stable sort by several (possibly nested, 'funcionario.nome') properties; nulls last. */
export function sortBy<T>(items: readonly T[], sorts: readonly SortOrder[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((x, y) => {
      for (const { property, direction } of sorts) {
        const a = valueAt(x.item, property)
        const b = valueAt(y.item, property)
        if (isMissing(a) || isMissing(b)) {
          if (isMissing(a) && isMissing(b)) continue
          return isMissing(a) ? 1 : -1
        }
        const c = compareValues(a, b)
        if (c !== 0) return direction === 'desc' ? -c : c
      }
      return x.index - y.index
    })
    .map(({ item }) => item)
}

interface Slice<T> {
  content: T[]
  totalElements: number
  totalPages: number
}

/** The requested page of `items`; when `totalElements` is given, `items` is already that page. */
function slice<T>(items: readonly T[], pr: PageRequest, totalElements?: number): Slice<T> {
  const total = totalElements ?? items.length
  const content = totalElements === undefined ? items.slice(pr.page * pr.size, (pr.page + 1) * pr.size) : [...items]
  return { content, totalElements: total, totalPages: Math.ceil(total / pr.size) }
}

export interface HalCollection<T> {
  _embedded: Record<string, T[]>
  _links: Record<string, { href: string }>
  page: { size: number; totalElements: number; totalPages: number; number: number }
}

export function halBody<T>(rel: string, items: readonly T[], pr: PageRequest, totalElements?: number): HalCollection<T> {
  const { content, totalElements: total, totalPages } = slice(items, pr, totalElements)
  return {
    _embedded: { [rel]: content },
    _links: { self: { href: pr.self } },
    page: { size: pr.size, totalElements: total, totalPages, number: pr.page },
  }
}

/** HAL collection response (Spring Data REST repositories). */
export function hal<T>(rel: string, items: readonly T[], pr: PageRequest, totalElements?: number) {
  return HttpResponse.json(halBody(rel, items, pr, totalElements))
}

export interface SpringPage<T> {
  content: T[]
  totalElements: number
  totalPages: number
  size: number
  number: number
  first: boolean
  last: boolean
  numberOfElements: number
  empty: boolean
  sort: { sorted: boolean; unsorted: boolean; empty: boolean }
  pageable: { pageNumber: number; pageSize: number; offset: number; paged: boolean; unpaged: boolean }
}

export function pageBody<T>(items: readonly T[], pr: PageRequest, totalElements?: number): SpringPage<T> {
  const { content, totalElements: total, totalPages } = slice(items, pr, totalElements)
  const sorted = pr.sort.length > 0
  return {
    content,
    totalElements: total,
    totalPages,
    size: pr.size,
    number: pr.page,
    first: pr.page === 0,
    last: pr.page >= totalPages - 1,
    numberOfElements: content.length,
    empty: content.length === 0,
    sort: { sorted, unsorted: !sorted, empty: !sorted },
    pageable: { pageNumber: pr.page, pageSize: pr.size, offset: pr.page * pr.size, paged: true, unpaged: false },
  }
}

/** Spring `Page<T>` response (controllers). */
export function page<T>(items: readonly T[], pr: PageRequest, totalElements?: number) {
  return HttpResponse.json(pageBody(items, pr, totalElements))
}

export interface FieldError {
  property: string
  message: string
  invalidValue?: unknown
}

const MAX_VALOR_REJEITADO = 200

/** The rejected value as the error echoes it: a long text cut short, an object or list left out (it may nest deeply). */
function valorRejeitado(valor: unknown): unknown {
  if (typeof valor === 'string') return valor.length > MAX_VALOR_REJEITADO ? `${valor.slice(0, MAX_VALOR_REJEITADO)}…` : valor
  return typeof valor === 'object' ? null : valor ?? null
}

/** 400 with Spring Data REST's validation body. */
export function validationError(entity: string, errors: FieldError[]) {
  return HttpResponse.json(
    { errors: errors.map((e) => ({ entity, property: e.property, invalidValue: valorRejeitado(e.invalidValue), message: e.message })) },
    { status: 400 },
  )
}

export const MSG_NAO_NULO = 'não deve ser nulo'
export const MSG_DATA_INVALIDA = 'Data inválida.'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** A date-time the browser may send for a LocalDate ('2026-02-10T00:00:00', '…Z', '…-03:00'). */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

/** Whether `value` is 'YYYY-MM-DD' naming a day that exists: 2026-02-30 and 2026-13-01 do not. */
export function isIsoDate(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null
  if (!match) return false
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return day.getUTCFullYear() === Number(match[1]) && day.toISOString().slice(0, 10) === value
}

/** The real day a LocalDate value names ('YYYY-MM-DD', or an ISO date-time on that day), else null. */
export function isoDateOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const date = ISO_DATE_TIME.exec(value)?.[1] ?? value
  return isIsoDate(date) ? date : null
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

/**
 * Reads a LocalDate property: an absent value is `required`'s error (none when null), a malformed or impossible
 * one is 'Data inválida.'; null unless the value is a real day.
 */
export function readDate(value: unknown, property: string, errors: FieldError[], required: string | null = MSG_NAO_NULO): string | null {
  if (isBlank(value)) {
    if (required !== null) errors.push({ property, message: required, invalidValue: null })
    return null
  }
  const date = isoDateOf(value)
  if (date === null) errors.push({ property, message: MSG_DATA_INVALIDA, invalidValue: value })
  return date
}

/** Whether `value` is a time of day 'HH:mm' from 00:00 to 23:59 (25:00 and 12:60 are not). */
export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
}

/**
 * 400 with the first of the query's LocalDate parameters `names` that is present but names no real day (Spring's
 * conversion of a `@RequestParam LocalDate` fails); null when they are all absent or fine.
 */
export function invalidDateParams(url: URL, entity: string, ...names: string[]): Response | null {
  const name = names.find((n) => {
    const raw = url.searchParams.get(n)
    return !isBlank(raw) && isoDateOf(raw?.trim()) === null
  })
  if (name === undefined) return null
  return validationError(entity, [{ property: name, message: MSG_DATA_INVALIDA, invalidValue: url.searchParams.get(name) }])
}

/**
 * Spring Data's 400 for a `sort` by a property the list does not offer (its PropertyReferenceException), with
 * Spring's error body; null when every property asked for is in `permitidas`. A property the rows have but the list
 * does not show gets the same answer as one that does not exist: sorting reveals no hidden value, nor which exist.
 */
export function ordenacaoNaoPermitida(pr: PageRequest, permitidas: readonly string[], path: string): Response | null {
  const fora = pr.sort.find((s) => !permitidas.includes(s.property))
  return fora ? springError(400, `Não é possível ordenar por '${fora.property}'.`, path) : null
}

const REASONS: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  409: 'Conflict', 413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity',
  429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable',
}

export interface SpringErrorBody {
  timestamp: string
  status: number
  error: string
  message: string
  path: string
}

/** Spring Boot's error body `{timestamp, status, error, message, path}`, for responses written outside msw. */
export function springErrorBody(status: number, message: string, path: string): SpringErrorBody {
  return { timestamp: new Date().toISOString(), status, error: REASONS[status] ?? 'Error', message, path }
}

/** Spring Boot's error response with the body `{timestamp, status, error, message, path}`. */
export function springError(status: number, message: string, path: string) {
  return HttpResponse.json(springErrorBody(status, message, path), { status })
}

/** Spring's 429 (Too Many Requests) for a limit of work per user, with the reason in `message`, which the app shows. */
export const muitosPedidos = (message: string, path: string) => springError(429, message, path)

export function noContent() {
  return new HttpResponse(null, { status: 204 })
}

export function created<T extends object>(body: T) {
  return HttpResponse.json(body, { status: 201 })
}

export function notFound() {
  return new HttpResponse(null, { status: 404 })
}
