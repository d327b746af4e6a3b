import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import express, { type NextFunction, type Request, type Response } from 'express'
import compression from 'compression'
import { createMiddleware } from '@mswjs/http-middleware'
import type { RequestHandler } from 'msw'
import { handlers as apiHandlers } from './handlers/index'
import { bodyLimit } from './http/body-limit'
import { endpointDaRequisicao, metodosDoCaminho } from '@/shared/api/contract'
import { authUser } from './http/auth'
import { springErrorBody } from './http/spring'
import { indicePorSegmento, segmentoDe } from './http/indice-rotas'
import { REALM_PATH } from './idp/config'
import { idpRouter } from './idp/router'
import { DB_HEADER, flushPersistence, isWrite, markDbChanged, normalizeDbKey, schedulePersist } from './http/isolation'
import { testControlEnabled, testControlRouter } from './http/test-control'
import { attachStomp } from './stomp/broker'

export const DEFAULT_MOCK_PORT = 5174
export const DEMO_USERS_HINT = 'usuários demo: admin, rh, responsavel, supervisor, funcionario, novo, semacesso — senha: ponto'

export interface MockServer {
  url: string
  port: number
  close(): Promise<void>
}

const pathOf = (req: Request) => req.originalUrl.split('?')[0] ?? req.path

function isApi(req: Request): boolean {
  return req.path === '/api' || req.path.startsWith('/api/')
}

/**
 * After an API write is answered: its database's version moves once more (a read computed while the write awaited its
 * body cached the old data under the version the write bumped at its start, see `db` in isolation.ts), and a
 * successful write to the default database is saved when persistence is on.
 */
function afterWrite(req: Request, res: Response, next: NextFunction): void {
  if (isApi(req) && isWrite(req.method)) {
    res.on('finish', () => {
      const key = normalizeDbKey(req.get(DB_HEADER))
      markDbChanged(key)
      if (res.statusCode < 400) schedulePersist(key)
    })
  }
  next()
}

const METODOS_HTTP = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])

/** The 401 Spring Security answers first for a request without a valid token, or null when the token is valid. */
async function recusaSemToken(req: Request): Promise<globalThis.Response | null> {
  try {
    await authUser(new globalThis.Request(`http://mock${req.originalUrl}`, { headers: { authorization: req.get('authorization') ?? '' } }))
    return null
  } catch (recusa) {
    if (recusa instanceof globalThis.Response) return recusa
    throw recusa
  }
}

/**
 * A request no call of the contract serves. As behind Spring Security, a caller without a valid token gets 401 and learns
 * nothing of the paths (but on a public path); then a path of the contract asked with another method gets Spring MVC's
 * 405 with the methods it does serve, and anything else 404.
 */
async function foraDoContrato(req: Request, res: Response): Promise<void> {
  const caminho = pathOf(req)
  const metodos = metodosDoCaminho(caminho)
  const publico = metodos.some((metodo) => endpointDaRequisicao(metodo, caminho)?.acesso.tipo === 'publico')
  const recusa = publico ? null : await recusaSemToken(req)
  if (recusa) {
    res.status(recusa.status).type('application/json').send(await recusa.text())
    return
  }
  if (metodos.length > 0 && !metodos.includes(req.method)) {
    res.set('Allow', metodos.join(', '))
    res.status(405).json(springErrorBody(405, `Request method '${req.method}' is not supported`, caminho))
    return
  }
  res.status(404).json(springErrorBody(404, `No endpoint ${req.method} ${caminho}.`, caminho))
}

/**
 * Spring Security's default headers on every API answer: personal data is never stored by the browser or a proxy
 * (a handler that wants caching sets its own Cache-Control), content types are not sniffed, answers are not framed.
 */
function cabecalhosDaApi(_req: Request, res: Response, next: NextFunction): void {
  res.set({
    'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
    Pragma: 'no-cache',
    Expires: '0',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  })
  next()
}

export function createApp(handlers: RequestHandler[] = apiHandlers): express.Express {
  const app = express()
  app.disable('x-powered-by')
  if (testControlEnabled()) app.use('/__mock', testControlRouter())
  // No body parser before msw: it reads the raw request stream itself.
  const mswDoSegmento = indicePorSegmento(handlers, (grupo) => createMiddleware(...grupo))
  const msw = (req: Request, res: Response, next: NextFunction) => mswDoSegmento(segmentoDe(req.path))(req, res, next)
  app.use('/api', cabecalhosDaApi)
  // As Spring Boot with server.compression.enabled: JSON and text answers over 2 KB go gzipped to a client that asks.
  app.use('/api', compression({ threshold: 2048 }))
  app.use(afterWrite)
  app.use(bodyLimit())
  // The handlers only know the contract's methods (the Fetch API refuses TRACE and CONNECT outright); an error they
  // throw goes to the error handler below instead of ending the process.
  app.use((req, res, next) => (isApi(req) && METODOS_HTTP.has(req.method) ? void Promise.resolve(msw(req, res, next)).catch(next) : next()))
  app.use('/api', (req, res, next) => void foraDoContrato(req, res).catch(next))
  app.use(REALM_PATH, idpRouter())
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error)
    console.error('[mock]', error)
    // As Spring Boot (server.error.include-message=never): the log has the error, the answer says nothing of the code.
    res.status(500).json(springErrorBody(500, 'Erro interno', pathOf(req)))
  })
  return app
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/** Starts the mock backend: /api (msw handlers), /realms/ponto (OpenID provider), /stomp (STOMP over WebSocket). */
export async function startMockServer({
  port,
  host = '127.0.0.1',
  handlers,
}: {
  port: number
  host?: string
  handlers?: RequestHandler[]
}): Promise<MockServer> {
  const server = createServer(createApp(handlers))
  const stomp = attachStomp(server)
  const actualPort = await listen(server, port, host).catch(async (error: unknown) => {
    await stomp.close()
    throw error
  })
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${urlHost}:${actualPort}`,
    port: actualPort,
    close: async () => {
      await stomp.close()
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}

/**
 * The mock beside the app: on MOCK_PORT when it is set (taken = an error worth seeing), else on the port after the
 * app's (PORT + 1, 5174 by default) or, when that one is taken, on any free port: the app's proxy is pointed at it.
 */
export async function startMockBesideApp(): Promise<MockServer> {
  if (process.env.MOCK_PORT) return startMockServer({ port: Number(process.env.MOCK_PORT) })
  const preferred = Number(process.env.PORT ?? DEFAULT_MOCK_PORT - 1) + 1
  try {
    return await startMockServer({ port: preferred })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    return startMockServer({ port: 0 })
  }
}

export interface Frontend {
  port: number
  close(): Promise<void>
}

/**
 * Starts the mock backend, points Vite's proxy at it (PONTO_BACKEND_URL, read when vite.config.ts loads)
 * and then the frontend server; both stop on SIGINT/SIGTERM.
 */
export async function serveWithFrontend(startFrontend: () => Promise<Frontend>): Promise<void> {
  const mock = await startMockBesideApp()
  process.env.PONTO_BACKEND_URL = mock.url
  const frontend = await startFrontend()
  console.log(`Ponto em http://localhost:${frontend.port}  (${DEMO_USERS_HINT})`)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await Promise.allSettled([frontend.close(), mock.close()])
    await flushPersistence()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const runDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (runDirectly) {
  const mock = await startMockServer({
    port: Number(process.env.MOCK_PORT ?? DEFAULT_MOCK_PORT),
    host: process.env.MOCK_HOST ?? '127.0.0.1',
  })
  console.log(`Mock do Ponto em ${mock.url}  (${DEMO_USERS_HINT})`)
  const stop = () => void mock.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
