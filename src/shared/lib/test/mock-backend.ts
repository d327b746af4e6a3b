import { handlers } from '@mock/handlers/index'
import { freshDb } from '@mock/handlers/lib/test-client'
import { DB_HEADER } from '@mock/http/isolation'
import { signTestToken } from '@mock/idp/test-token'
import { configureHttp } from '@/shared/api'
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

/** Adds the database header to every fetch (the app's client has no per-request headers hook). */
function sendDbHeader(dbKey: string): () => void {
  const original = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    headers.set(DB_HEADER, dbKey)
    return original(input, { ...init, headers })
  }
  return () => {
    globalThis.fetch = original
  }
}
