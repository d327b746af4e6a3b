import { appendFileSync, mkdirSync } from 'node:fs'
import { handlers } from '@mock/handlers/index'
import { freshDb } from '@mock/handlers/lib/test-client'
import { DB_HEADER } from '@mock/http/isolation'
import { signTestToken } from '@mock/idp/test-token'
import { configureHttp } from '@/shared/api'
import { endpointDaRequisicao } from '@/shared/api/contract'
import { server } from './msw-server'

export interface MockBackend {
  /** The test's own seeded database. */
  dbKey: string
  /** Puts fetch and the HTTP client back as they were; call it after unmounting what uses them. */
  disconnect: () => void
}

/**
 * Serves the app's requests with the real mock handlers, as `persona`, on a fresh database: the request the app
 * sends is the one the backend reads.
 */
export async function connectMockBackend(persona: string): Promise<MockBackend> {
  const dbKey = freshDb()
  const token = await signTestToken(persona, { dbKey })
  server.use(...handlers)
  configureHttp({ getToken: () => token, onUnauthorized: () => {} })
  const disconnectFetch = sendDbHeader(dbKey)
  return {
    dbKey,
    disconnect: () => {
      disconnectFetch()
      configureHttp({ getToken: () => undefined, onUnauthorized: () => {} })
    },
  }
}

/**
 * Appends the contract's call of each request to `$PONTO_CHAMADAS_APP/<pid>.txt` when set: which calls the app makes
 * through the real handlers (scripts/cobertura-contrato.ts).
 */
function gravarChamada(input: RequestInfo | URL, init: RequestInit | undefined): void {
  const dir = process.env.PONTO_CHAMADAS_APP
  if (!dir) return
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
  const endpoint = endpointDaRequisicao((init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(), url.pathname)
  if (!endpoint) return
  mkdirSync(dir, { recursive: true })
  appendFileSync(`${dir}/${process.pid}.txt`, `${endpoint.chave}\n`)
}

/** Adds the database header to every fetch (the app's client has no per-request headers hook). */
function sendDbHeader(dbKey: string): () => void {
  const original = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    headers.set(DB_HEADER, dbKey)
    gravarChamada(input, init)
    return original(input, { ...init, headers })
  }
  return () => {
    globalThis.fetch = original
  }
}
