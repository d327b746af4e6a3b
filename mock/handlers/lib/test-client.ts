import { getResponse } from 'msw'
import { indicePorSegmento, segmentoDe } from '../../http/indice-rotas'
import { DB_HEADER, dbFor } from '../../http/isolation'
import { signTestToken, type TestTokenOverrides } from '../../idp/test-token'
import { handlers } from '../index'

/** Test helper: sends a request through the mock handlers, as a demo user (or anonymously), to one database. */
export interface CallOptions {
  method?: string
  /** Demo username (or alias); omitted = no Authorization header. */
  as?: string
  token?: string
  body?: unknown
  dbKey: string
  overrides?: Omit<TestTokenOverrides, 'dbKey'>
}

export const TEST_ORIGIN = 'http://localhost:5173'

const handlersDoSegmento = indicePorSegmento(handlers, (grupo) => grupo)

export async function call(path: string, options: CallOptions): Promise<Response> {
  const headers = new Headers({ [DB_HEADER]: options.dbKey })
  const token = options.token ?? (options.as ? await signTestToken(options.as, { ...options.overrides, dbKey: options.dbKey }) : undefined)
  if (token) headers.set('authorization', `Bearer ${token}`)
  const multipart = options.body instanceof FormData
  if (options.body !== undefined && !multipart) headers.set('content-type', 'application/json')
  const request = new Request(`${TEST_ORIGIN}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : multipart || typeof options.body === 'string' ? (options.body as BodyInit) : JSON.stringify(options.body),
  })
  const response = await getResponse(handlersDoSegmento(segmentoDe(new URL(request.url).pathname)), request, { baseUrl: TEST_ORIGIN })
  if (!response) throw new Error(`Nenhum handler para ${request.method} ${path}`)
  return response
}

let counter = 0

/** A fresh database key (and its database) for one test. */
export function freshDb(): string {
  const key = `test-${process.pid}-${++counter}`
  dbFor(key)
  return key
}
