import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { toAuthUser, type AuthUser } from '../http/auth'
import { DB_HEADER, normalizeDbKey } from '../http/isolation'
import { isAllowedAppOrigin } from '../idp/redirects'
import { bearerToken, verifyAccessToken } from '../idp/verify'
import { FrameError, FrameParser, MAX_FRAME_BYTES, serializeFrame, type StompFrame } from './frames'

export const STOMP_PATH = '/stomp'
export const GREETINGS_TOPIC = '/topic/greetings'
export const GREETING = { content: 'Bem-vindo ao Ponto' }

interface Connection {
  socket: WebSocket
  dbKey: string
  connected: boolean
  /** The user of the CONNECT's access token. */
  user?: AuthUser
  /** Ends the connection when that token expires or, before it, when no CONNECT came in time. */
  expira?: ReturnType<typeof setTimeout>
  /** subscription id → destination */
  subscriptions: Map<string, string>
  /** Frames are handled one after the other (CONNECT checks its token asynchronously). */
  queue: Promise<void>
}

const connections = new Set<Connection>()

function send(connection: Connection, frame: StompFrame): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(serializeFrame(frame))
}

function sendError(connection: Connection, message: string, receipt?: string): void {
  send(connection, { command: 'ERROR', headers: { message, ...(receipt ? { 'receipt-id': receipt } : {}) }, body: message })
  connection.socket.close()
}

function sendReceipt(connection: Connection, frame: StompFrame): void {
  const receipt = frame.headers.receipt
  if (receipt !== undefined) send(connection, { command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' })
}

function sendMessage(connection: Connection, subscription: string, destination: string, body: string, contentType: string): void {
  send(connection, {
    command: 'MESSAGE',
    headers: {
      destination,
      'message-id': randomUUID(),
      subscription,
      'content-type': contentType,
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  })
}

function deliver(connection: Connection, destination: string, body: string, contentType: string): void {
  for (const [id, subscribed] of connection.subscriptions) {
    if (subscribed === destination) sendMessage(connection, id, destination, body, contentType)
  }
}

function encode(body: unknown): { text: string; contentType: string } {
  return typeof body === 'string'
    ? { text: body, contentType: 'text/plain;charset=UTF-8' }
    : { text: JSON.stringify(body), contentType: 'application/json' }
}

/** Who may receive a message, by the user of the connection. */
export type Destinatario = (user: AuthUser) => boolean

function inscrito(connection: Connection, destination: string): boolean {
  return [...connection.subscriptions.values()].includes(destination)
}

function recebe(connection: Connection, destination: string, dbKey: string | undefined, destinatario: Destinatario | undefined): boolean {
  if (!connection.connected || connection.user === undefined) return false
  if (dbKey !== undefined && connection.dbKey !== dbKey) return false
  return inscrito(connection, destination) && (destinatario === undefined || destinatario(connection.user))
}

/**
 * Sends a message to every subscriber of `destination`: only those of one database when `dbKey` is given, and only
 * users `destinatario` accepts when it is given.
 */
export function publish(destination: string, body: unknown, dbKey?: string, destinatario?: Destinatario): void {
  const { text, contentType } = encode(body)
  for (const connection of connections) {
    if (recebe(connection, destination, dbKey, destinatario)) deliver(connection, destination, text, contentType)
  }
}

/** How long a socket may stay open without a CONNECT, as Spring's `timeToFirstMessage` (60 s). */
export const ESPERA_CONNECT_MS = 60_000
export const MSG_SEM_CONNECT = 'Nenhum CONNECT em 60 s'

export const MSG_TOKEN_EXPIRADO = 'Token de acesso expirado: conecte-se de novo com o token renovado'

/** The longest delay `setTimeout` keeps (about 24 days); a later expiry is checked again then. */
const ESPERA_MAXIMA_MS = 2 ** 31 - 1

async function tokenValido(token: string | undefined): Promise<{ user: AuthUser; exp: number } | undefined> {
  if (!token) return undefined
  const payload = await verifyAccessToken(token).catch(() => undefined)
  const user = payload && toAuthUser(payload)
  return user && payload.exp !== undefined ? { user, exp: payload.exp } : undefined
}

/** The token is read once, at CONNECT; the connection ends when it expires, as the API then refuses it (401). */
function encerrarAoExpirar(connection: Connection, exp: number): void {
  const restante = exp * 1000 - Date.now()
  connection.expira = setTimeout(
    () => (restante > ESPERA_MAXIMA_MS ? encerrarAoExpirar(connection, exp) : sendError(connection, MSG_TOKEN_EXPIRADO)),
    Math.min(restante, ESPERA_MAXIMA_MS),
  )
}

/** CONNECT carries the user's access token (`Authorization: Bearer …`), as the API requires it. */
async function connect(connection: Connection, frame: StompFrame): Promise<void> {
  const accepted = frame.headers['accept-version']?.split(',').map((v) => v.trim())
  if (accepted && !accepted.includes('1.2')) {
    sendError(connection, 'Versão STOMP não suportada (use 1.2)')
    return
  }
  const valido = await tokenValido(bearerToken(frame.headers.Authorization ?? frame.headers.authorization))
  if (!valido) {
    sendError(connection, 'Token de acesso ausente, inválido ou expirado')
    return
  }
  connection.user = valido.user
  clearTimeout(connection.expira)
  encerrarAoExpirar(connection, valido.exp)
  const key = frame.headers[DB_HEADER]
  if (key) connection.dbKey = normalizeDbKey(key)
  connection.connected = true
  send(connection, {
    command: 'CONNECTED',
    headers: { version: '1.2', 'heart-beat': '0,0', server: 'ponto-mock/1.0', session: randomUUID() },
    body: '',
  })
}

function subscribe(connection: Connection, frame: StompFrame): void {
  const { id, destination } = frame.headers
  if (!id || !destination) {
    sendError(connection, 'SUBSCRIBE exige os cabeçalhos id e destination', frame.headers.receipt)
    return
  }
  connection.subscriptions.set(id, destination)
  sendReceipt(connection, frame)
  if (destination === GREETINGS_TOPIC) {
    const { text, contentType } = encode(GREETING)
    sendMessage(connection, id, destination, text, contentType)
  }
}

async function handleFrame(connection: Connection, frame: StompFrame): Promise<void> {
  if (connection.socket.readyState !== connection.socket.OPEN) return
  if (!connection.connected && frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
    sendError(connection, `Quadro ${frame.command} antes de CONNECT`)
    return
  }
  switch (frame.command) {
    case 'CONNECT':
    case 'STOMP':
      await connect(connection, frame)
      return
    case 'SUBSCRIBE':
      subscribe(connection, frame)
      return
    case 'UNSUBSCRIBE':
      if (!frame.headers.id) return sendError(connection, 'UNSUBSCRIBE exige o cabeçalho id', frame.headers.receipt)
      connection.subscriptions.delete(frame.headers.id)
      sendReceipt(connection, frame)
      return
    case 'SEND':
      // Only the server publishes (the time-card notices); a client that tries is disconnected.
      sendError(connection, 'Clientes não publicam mensagens neste servidor', frame.headers.receipt)
      return
    case 'ACK':
    case 'NACK':
    case 'BEGIN':
    case 'COMMIT':
    case 'ABORT':
      sendReceipt(connection, frame)
      return
    case 'DISCONNECT':
      sendReceipt(connection, frame)
      connection.connected = false
      connection.socket.close()
      return
    default:
      sendError(connection, `Comando STOMP desconhecido: ${frame.command}`, frame.headers.receipt)
  }
}

function accept(socket: WebSocket, request: IncomingMessage, esperaConnectMs: number): void {
  const header = request.headers[DB_HEADER]
  const connection: Connection = {
    socket,
    dbKey: normalizeDbKey(Array.isArray(header) ? header[0] : header),
    connected: false,
    subscriptions: new Map(),
    queue: Promise.resolve(),
  }
  const parser = new FrameParser()
  connections.add(connection)
  // A socket that never connects would hold its file descriptor forever: thousands of them stop the server.
  connection.expira = setTimeout(() => sendError(connection, MSG_SEM_CONNECT), esperaConnectMs)
  socket.on('message', (data: RawData) => {
    try {
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)
      for (const frame of parser.push(chunk)) {
        connection.queue = connection.queue.then(() => handleFrame(connection, frame))
      }
    } catch (error) {
      sendError(connection, error instanceof FrameError ? error.message : 'Quadro STOMP inválido')
    }
  })
  const fechar = () => {
    clearTimeout(connection.expira)
    connections.delete(connection)
  }
  socket.on('close', fechar)
  socket.on('error', fechar)
}

export interface StompEndpoint {
  close(): Promise<void>
}

/**
 * A browser always names the page that opens a WebSocket: only the app's own origin (the host it was served from,
 * or a loopback origin in development) may connect, so another site cannot ride on the user's session.
 */
function allowedOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  const host = request.headers['x-forwarded-host'] ?? request.headers.host
  if (isAllowedAppOrigin(origin)) return true
  try {
    return typeof host === 'string' && new URL(origin).host === host
  } catch {
    return false
  }
}

/**
 * Serves STOMP over WebSocket at `path` on the HTTP server's upgrade requests; other paths and foreign origins
 * are refused.
 */
export function attachStomp(server: Server, path = STOMP_PATH, esperaConnectMs = ESPERA_CONNECT_MS): StompEndpoint {
  // A larger message is refused by ws itself (close 1009) before it is held in memory.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => accept(socket, request, esperaConnectMs))
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
    if (pathname !== path) {
      socket.destroy()
      return
    }
    if (!allowedOrigin(request)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request))
  }
  server.on('upgrade', onUpgrade)
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.off('upgrade', onUpgrade)
        for (const client of wss.clients) client.terminate()
        wss.close(() => resolve())
      }),
  }
}
