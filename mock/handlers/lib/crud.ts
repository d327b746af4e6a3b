import { HttpResponse, type HttpHandler } from 'msw'
import { NAO_NULO } from '@/shared/api/contract/esquemas'
import { http, noContrato } from '../../http/contrato'
import type { Db } from '../../db/index'
import { nextId } from '../../db/queries'
import {
  created,
  hal,
  invalidDateParams,
  notFound,
  page,
  pageRequest,
  springError,
  sortBy,
  validationError,
  type FieldError,
  type SortOrder,
} from '../../http/spring'
import { fullTextHandler } from './fulltext'
import { forbidden, jsonBody, session, type Session } from './session'

export interface CrudDefinition<T extends { id: number | string }, D extends Record<string, unknown>> {
  /** The collection, e.g. '/api/motivos'. */
  path: string
  /** HAL rel (API-010); omitted = Spring `Page` (API-011). */
  rel?: string
  /** The entity name of validation errors, e.g. 'Motivo'. */
  entity: string
  rows: (db: Db) => T[]
  dto: (item: T, db: Db) => D
  /** Order of the list when the request has none (properties of the dto). */
  sort: SortOrder[]
  /** Checks a body and returns the item's data, or the field errors (Spring's 400). */
  read: (body: Record<string, unknown>, current: T | null, db: Db) => Omit<T, 'id'> | FieldError[]
  /**
   * Rows about one employee are read and written only by who may see that employee (self, responsible user's scope,
   * HR): another's row is unknown (404), and a row may not be saved for someone outside the scope (403).
   */
  visivel?: (item: T, s: Session) => boolean
  /** The id of a new item (default: the next number). */
  newId?: (data: Omit<T, 'id'>, db: Db) => T['id']
  /** Why the item cannot be deleted (Spring answers 409 for a row other rows refer to); null when it can. */
  inUse?: (item: T, db: Db) => string | null
  /** Called after an item is created, saved or deleted (e.g. to announce the time cards it changes). */
  onChange?: (item: T, request: Request, db: Db) => void
  /** A further condition of the list read from its query (e.g. an employee and a period). */
  filter?: (item: T, url: URL) => boolean
  /** The list's LocalDate query parameters: one naming no real day is a 400. */
  dateParams?: readonly string[]
  /** Values `/search/fulltext?text` matches (API-003); no full-text search when absent. */
  text?: (item: T) => (string | number | null | undefined)[]
  /** The full-text search's name under `/search/` (default 'fulltext'). */
  search?: string
}

/** What Jackson reads into an id (a Long, or the users' UUID): a whole number or a string; an array, an object... is not. */
const idLegivel = (id: unknown): boolean => (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) || typeof id === 'string'

function objectBody(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/**
 * A register's REST life as Spring Data REST serves it: GET list (paged, sorted), GET /{id}, POST (201; with an
 * existing id it saves that item), PUT /{id}, DELETE /{id} (204; 409 when referenced). Who may call each one is the contract's (`src/shared/api/contract`).
 */
export function crudHandlers<T extends { id: number | string }, D extends Record<string, unknown>>(
  definition: CrudDefinition<T, D>,
): HttpHandler[] {
  const {
    path,
    rel,
    entity,
    rows,
    dto,
    sort,
    read,
    newId,
    inUse,
    text,
    onChange,
    filter,
    dateParams = [],
    visivel = () => true,
    search = 'fulltext',
  } = definition
  const find = (db: Db, id: unknown) => rows(db).find((item) => String(item.id) === String(id))
  /** The item of an id when the user may see it. */
  const findVisivel = (s: Session, id: unknown) => {
    const item = find(s.db, id)
    return item && visivel(item, s) ? item : undefined
  }
  /** The body read as the item's data; 400 when invalid, 403 when it would be a row the user may not see. */
  const write = (s: Session, request: Request, body: unknown, current: T | null) => {
    const data = read(objectBody(body), current, s.db)
    if (Array.isArray(data)) return validationError(entity, data)
    if (!visivel({ ...data, id: current?.id } as T, s)) return forbidden(request)
    return data
  }

  const busca = text
    ? [
        fullTextHandler({
          path: `${path}/search/${search}`,
          rel,
          rows: (s) => rows(s.db),
          dto: (item: T, s) => dto(item, s.db),
          text,
          sort,
          ...(filter && { filter }),
          visivel,
        }),
      ]
    : []

  return [
    ...busca,
    http.get(path, async ({ request }) => {
      const s = await session(request)
      const { db } = s
      const url = new URL(request.url)
      const invalid = invalidDateParams(url, entity, ...dateParams)
      if (invalid) return invalid
      const pr = pageRequest(url, { sort })
      const lista = rows(db).filter((item) => (filter?.(item, url) ?? true) && visivel(item, s))
      const sorted = sortBy(
        lista.map((item) => dto(item, db)),
        pr.sort,
      )
      return rel ? hal(rel, sorted, pr) : page(sorted, pr)
    }),

    http.get(`${path}/:id`, async ({ request, params }) => {
      const s = await session(request)
      const item = findVisivel(s, params.id)
      return item ? HttpResponse.json(dto(item, s.db)) : notFound()
    }),

    // POST creates; with the id of an existing item it saves that item (the API's save, REG-050/063/067).
    http.post(path, async ({ request }) => {
      const s = await session(request)
      const { db } = s
      const body = objectBody(await jsonBody(request))
      if (body.id !== undefined && body.id !== null && !idLegivel(body.id)) {
        return springError(400, 'JSON parse error: o id deve ser um número inteiro', new URL(request.url).pathname)
      }
      const current = body.id === undefined || body.id === null ? null : (findVisivel(s, body.id) ?? null)
      if (body.id !== undefined && body.id !== null && !current) return notFound()
      const data = write(s, request, body, current)
      if (data instanceof Response) return data
      if (current) {
        Object.assign(current, data, { id: current.id })
        onChange?.(current, request, db)
        return HttpResponse.json(dto(current, db))
      }
      const item = { ...data, id: newId ? newId(data, db) : nextId(db, rows(db) as unknown as { id: number }[]) } as T
      rows(db).push(item)
      onChange?.(item, request, db)
      return created(dto(item, db))
    }),

    ...(noContrato(`PUT ${path}/:id`)
      ? [
          http.put(`${path}/:id`, async ({ request, params }) => {
            const s = await session(request)
            const { db } = s
            const current = findVisivel(s, params.id)
            if (!current) return notFound()
            const data = write(s, request, await jsonBody(request), current)
            if (data instanceof Response) return data
            Object.assign(current, data, { id: current.id })
            onChange?.(current, request, db)
            return HttpResponse.json(dto(current, db))
          }),
        ]
      : []),

    http.delete(`${path}/:id`, async ({ request, params }) => {
      const s = await session(request)
      const { db } = s
      const item = findVisivel(s, params.id)
      if (!item) return notFound()
      const conflict = inUse?.(item, db)
      if (conflict) return springError(409, conflict, new URL(request.url).pathname)
      const list = rows(db)
      list.splice(list.indexOf(item), 1)
      onChange?.(item, request, db)
      return new HttpResponse(null, { status: 204 })
    }),
  ]
}

/** A required text of at most `max` characters, trimmed; pushes Spring's messages. */
export function requiredText(body: Record<string, unknown>, property: string, max: number, errors: FieldError[]): string {
  const value = typeof body[property] === 'string' ? body[property].trim() : ''
  if (value === '') errors.push({ property, message: 'não deve estar em branco', invalidValue: body[property] ?? null })
  else if (value.length > max) errors.push({ property, message: `tamanho deve ser entre 1 e ${max}`, invalidValue: value })
  return value
}

/** The company of a body its schema read: one no company has is 'não deve ser nulo' (the database's check). */
export function empresaInexistente(db: Db, empresaId: number, body: Record<string, unknown>): FieldError[] {
  return db.empresas.some((e) => e.id === empresaId)
    ? []
    : [{ property: 'empresaId', message: NAO_NULO, invalidValue: body.empresaId ?? null }]
}
