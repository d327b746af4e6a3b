import { safeParse, type $ZodType, type output } from 'zod/v4/core'
import { ApiError, ContractError } from './api-error'
import type { CaminhoDe, HttpMethod } from './caminhos'
import { CONNECTION_REFUSED, MSG_SAVE_TIMEOUT } from './messages'

export type { CaminhoDe, HttpMethod }

/** A query parameter sent without a value (`?search=`), where '' would be dropped. */
export const SEM_VALOR: unique symbol = Symbol('sem valor')
export type QueryValue = string | number | boolean | null | undefined | typeof SEM_VALOR
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>

export interface RequestOptions {
  /** Undefined, null and '' values are dropped (SEM_VALOR sends `key=`); arrays repeat the key (`sort=a,desc&sort=b`). */
  query?: QueryParams
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown
  /** Raw body, e.g. FormData for multipart (the browser sets the Content-Type). */
  body?: BodyInit
  signal?: AbortSignal
  headers?: HeadersInit
  /** How long a change may wait for its answer (SAVE_TIMEOUT_MS by default; 0 waits forever). Reads wait as long as it takes. */
  timeoutMs?: number
}

/** A save that has not been answered in this time gives up with MSG_SAVE_TIMEOUT; the form keeps what was typed. */
export const SAVE_TIMEOUT_MS = 30_000
/** Uploads and generated files (AFD import, reports, batch prints) may take longer. */
export const FILE_TIMEOUT_MS = 120_000

interface HttpConfig {
  getToken: () => string | undefined
  /** A new access token from the identity service without leaving the page, or null when it cannot give one. */
  renewToken: () => Promise<string | null>
  onUnauthorized: () => void
  baseUrl: string
}

const envBaseUrl = (import.meta.env.VITE_API_URL as string | undefined) ?? ''

const config: HttpConfig = {
  getToken: () => undefined,
  renewToken: async () => null,
  onUnauthorized: () => {},
  baseUrl: envBaseUrl,
}

/** Called once by the app: where the token comes from and what a 401 does (AUTH-003, AUTH-005). */
export function configureHttp(options: {
  getToken: () => string | undefined
  renewToken?: () => Promise<string | null>
  onUnauthorized: () => void
  baseUrl?: string
}): void {
  config.getToken = options.getToken
  config.renewToken = options.renewToken ?? (async () => null)
  config.onUnauthorized = options.onUnauthorized
  config.baseUrl = options.baseUrl ?? envBaseUrl
}

export function buildUrl(path: string, query?: QueryParams): string {
  const base = globalThis.location?.href ?? 'http://localhost/'
  const url = new URL(config.baseUrl.replace(/\/$/, '') + path, base)
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue]
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue
      url.searchParams.append(key, value === SEM_VALOR ? '' : String(value))
    }
  }
  return url.toString()
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

/** The header naming the tab that sends a change; the server repeats it in its change notices. */
export const CLIENTE_HEADER = 'X-Ponto-Cliente'

/** This tab's id, so it can tell its own changes from other sessions' (randomUUID needs a secure context). */
export const CLIENTE_ID: string =
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

let renewal: Promise<string | null> | null = null

/** One renewal at a time, however many calls were answered 401 together. */
function renewOnce(): Promise<string | null> {
  renewal ??= config.renewToken().catch(() => null).finally(() => (renewal = null))
  return renewal
}

function timeoutSignal(method: HttpMethod, options: RequestOptions): { signal: AbortSignal | null; timedOut: () => boolean } {
  const ms = options.timeoutMs ?? (method === 'GET' ? 0 : options.body instanceof FormData ? FILE_TIMEOUT_MS : SAVE_TIMEOUT_MS)
  if (ms <= 0) return { signal: options.signal ?? null, timedOut: () => false }
  const timer = AbortSignal.timeout(ms)
  const signal = options.signal ? AbortSignal.any([options.signal, timer]) : timer
  return { signal, timedOut: () => timer.aborted && !options.signal?.aborted }
}

async function fetchOnce(method: HttpMethod, path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers = new Headers(options.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (method !== 'GET') headers.set(CLIENTE_HEADER, CLIENTE_ID)
  let body: BodyInit | undefined = options.body
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.json)
  }
  const { signal, timedOut } = timeoutSignal(method, options)
  try {
    return await fetch(buildUrl(path, options.query), { method, headers, body: body ?? null, signal })
  } catch (error) {
    if (timedOut()) throw new ApiError(0, { message: MSG_SAVE_TIMEOUT })
    if (isAbort(error) || options.signal?.aborted) throw error
    throw new ApiError(0, CONNECTION_REFUSED)
  }
}

/**
 * Sends a request; returns the raw Response when it is OK, throws ApiError otherwise. A 401 (expired session, restarted
 * identity service) renews the token silently and sends the same request once more: the server refused the first one,
 * so nothing is applied twice. Only when no token can be had is the user sent to log in (AUTH-005).
 */
export async function send(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Response> {
  let response = await fetchOnce(method, path, options, config.getToken())
  if (response.status === 401) {
    const renewed = await renewOnce()
    if (renewed) response = await fetchOnce(method, path, options, renewed)
  }
  if (!response.ok) {
    const errorBody = await readBody(response)
    if (response.status === 401) config.onUnauthorized()
    throw new ApiError(response.status, errorBody)
  }
  return response
}

/** The body as JSON when parseable, else the text; '' for an empty body (API-020). */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return ''
  const text = await response.text()
  if (text === '') return ''
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** Any call: the parsed body (JSON, text, or '' for 204). Non-OK → ApiError; 401 → onUnauthorized. */
export async function request<M extends HttpMethod>(method: M, path: CaminhoDe<M>, options?: RequestOptions): Promise<unknown> {
  return readBody(await send(method, path, options))
}

/** Classic and mini zod schemas alike: both are core `$ZodType`s. */
function parseWith<S extends $ZodType>(schema: S, data: unknown, method: string, path: string): output<S> {
  const result = safeParse(schema, data)
  if (!result.success) throw new ContractError(method, path, result.error.issues)
  return result.data
}

export async function apiGet<S extends $ZodType>(
  path: CaminhoDe<'GET'>,
  schema: S,
  options?: Omit<RequestOptions, 'json' | 'body'>,
): Promise<output<S>> {
  return parseWith(schema, await request('GET', path, options), 'GET', path)
}

function withBody<M extends 'POST' | 'PUT' | 'PATCH'>(method: M) {
  function call(path: CaminhoDe<M>, json?: unknown, schema?: undefined, options?: RequestOptions): Promise<unknown>
  function call<S extends $ZodType>(path: CaminhoDe<M>, json: unknown, schema: S, options?: RequestOptions): Promise<output<S>>
  async function call(path: CaminhoDe<M>, json?: unknown, schema?: $ZodType, options?: RequestOptions): Promise<unknown> {
    const data = await request(method, path, { ...options, json: json ?? options?.json })
    return schema ? parseWith(schema, data, method, path) : data
  }
  return call
}

export const apiPost = withBody('POST')
export const apiPut = withBody('PUT')
export const apiPatch = withBody('PATCH')

export function apiDelete(path: CaminhoDe<'DELETE'>, schema?: undefined, options?: RequestOptions): Promise<unknown>
export function apiDelete<S extends $ZodType>(path: CaminhoDe<'DELETE'>, schema: S, options?: RequestOptions): Promise<output<S>>
export async function apiDelete(path: CaminhoDe<'DELETE'>, schema?: $ZodType, options?: RequestOptions): Promise<unknown> {
  const data = await request('DELETE', path, options)
  return schema ? parseWith(schema, data, 'DELETE', path) : data
}

function filenameOf(response: Response): string | null {
  const explicit = response.headers.get('x-filename')
  if (explicit) return decodeURIComponent(explicit)
  const disposition = response.headers.get('content-disposition') ?? ''
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''))
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)
  return plain?.[1]?.trim() ?? null
}

/** A file download (reports, espelho, AFD): the blob and the server's file name. */
export async function apiDownload<M extends HttpMethod>(
  method: M,
  path: CaminhoDe<M>,
  options?: RequestOptions,
): Promise<{ blob: Blob; filename: string | null }> {
  const headers = new Headers(options?.headers)
  if (!headers.has('Accept')) headers.set('Accept', '*/*')
  const response = await send(method, path, { timeoutMs: FILE_TIMEOUT_MS, ...options, headers })
  return { blob: await response.blob(), filename: filenameOf(response) }
}
