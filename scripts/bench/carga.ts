/**
 * The embedded backend under load (issue §4): 200 concurrent mixed API requests as rh, with a real access token
 * from the mock identity provider. Prints latency figures, asserts nothing.
 * Standalone: `npx tsx scripts/bench/carga.ts` (starts its own server).
 */
import { createHash, randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from './server'

const DB = 'bench-carga'
const CLIENT_ID = 'ponto-web'
const REALM = '/realms/ponto'
const CONCURRENT = 200

interface Pedido {
  kind: string
  method: 'GET' | 'PUT'
  path: string
  body?: unknown
}

interface Medida {
  kind: string
  ms: number
  ok: boolean
}

/** One mixed round: the dashboard, time cards, lists and a few writes (a card's note), interleaved. */
function pedidosMistos(total = CONCURRENT): Pedido[] {
  const porPosicao: ((round: number) => Pedido)[] = [
    () => ({ kind: 'dashboard', method: 'GET', path: '/api/dashboard/indicadores' }),
    (round) => ({ kind: 'cartaoponto', method: 'GET', path: `/api/cartaoponto?funcionarioId=${round + 1}&competenciaId=${12 + (round % 2)}` }),
    (round) => ({ kind: 'funcionarios', method: 'GET', path: `/api/funcionarios?page=${round % 3}&size=20` }),
    () => ({ kind: 'solicitacao', method: 'GET', path: '/api/solicitacao' }),
    (round) => (round % 2
      ? { kind: 'dashboard', method: 'GET', path: '/api/dashboard/indicadores' }
      : { kind: 'competencias', method: 'GET', path: '/api/competencias' }),
    (round) => ({ kind: 'cartaoponto', method: 'GET', path: `/api/cartaoponto?funcionarioId=${round + 31}&competenciaId=13` }),
    () => ({ kind: 'notificacoes', method: 'GET', path: '/api/notificacoes' }),
    (round) => (round % 4 === 3
      ? { kind: 'escrita', method: 'PUT', path: '/api/observacao-cartao-ponto', body: { funcionarioId: round + 1, competenciaId: 13, observacao: `carga ${round}` } }
      : { kind: 'funcionarios', method: 'GET', path: '/api/funcionarios?size=20' }),
  ]
  const n = porPosicao.length
  return Array.from({ length: total }, (_, i) => (porPosicao[i % n] as (round: number) => Pedido)(Math.floor(i / n)))
}

function cookiesOf(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const eq = pair.indexOf('=')
    if (eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1))
  }
}

/** Follows one redirect by hand, keeping the identity provider's cookies. */
async function step(url: string, jar: Map<string, string>, init: RequestInit = {}): Promise<string> {
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie, 'x-ponto-db': DB } })
  cookiesOf(response, jar)
  const location = response.headers.get('location')
  if (!location) throw new Error(`login: ${response.status} sem redirecionamento em ${url}`)
  return new URL(location, url).toString()
}

/** An access token from the mock identity provider: the authorization code flow with PKCE, as the app does it. */
export async function accessToken(url: string, username = 'rh'): Promise<string> {
  const verifier = randomBytes(32).toString('base64url')
  const redirectUri = `${url}/callback`
  const auth = new URL(`${url}${REALM}/protocol/openid-connect/auth`)
  auth.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'carga',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString()
  const jar = new Map<string, string>()
  const loginPage = await step(auth.toString(), jar)
  const form = new URLSearchParams({ username, password: 'ponto' })
  let next = await step(loginPage, jar, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  while (!next.startsWith(redirectUri)) next = await step(next, jar)
  const code = new URL(next).searchParams.get('code')
  if (!code) throw new Error('login: sem código de autorização')
  const response = await fetch(`${url}${REALM}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: CLIENT_ID, code_verifier: verifier }),
  })
  const body = (await response.json()) as { access_token?: string }
  if (!body.access_token) throw new Error(`login: token ${response.status}`)
  return body.access_token
}

async function medir(url: string, token: string, pedido: Pedido): Promise<Medida> {
  const started = performance.now()
  try {
    const response = await fetch(`${url}${pedido.path}`, {
      method: pedido.method,
      headers: { authorization: `Bearer ${token}`, 'x-ponto-db': DB, ...(pedido.body ? { 'content-type': 'application/json' } : {}) },
      body: pedido.body === undefined ? undefined : JSON.stringify(pedido.body),
    })
    await response.arrayBuffer()
    return { kind: pedido.kind, ms: performance.now() - started, ok: response.status < 400 }
  } catch {
    return { kind: pedido.kind, ms: performance.now() - started, ok: false }
  }
}

function percentil(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

function resumo(medidas: Medida[]): string {
  const ms = medidas.map((m) => m.ms).sort((a, b) => a - b)
  const erros = medidas.filter((m) => !m.ok).length
  const f = (n: number) => `${n.toFixed(0)} ms`
  return `${medidas.length} requests, p50 ${f(percentil(ms, 50))}, p95 ${f(percentil(ms, 95))}, max ${f(ms.at(-1) ?? NaN)}, errors ${erros}`
}

async function rodada(url: string, token: string, pedidos: Pedido[]): Promise<Medida[]> {
  return Promise.all(pedidos.map((p) => medir(url, token, p)))
}

/** scripts/bench/server.ts starts the mock backend on the port after the app's. */
export function backendUrl(appUrl: string): string {
  const url = new URL(appUrl)
  url.port = String(Number(url.port) + 1)
  return url.origin
}

/**
 * Against the mock backend itself (not through the app's proxy): a first round, cold (months generated on first
 * access, code not yet optimised), then the measured one.
 */
export async function benchCarga(appUrl: string): Promise<void> {
  const url = backendUrl(appUrl)
  const token = await accessToken(url)
  const pedidos = pedidosMistos()
  console.log(`Backend under load: ${CONCURRENT} concurrent mixed API requests as rh (database "${DB}"), target: p95 under 1 s`)
  console.log(`  first round (cold): ${resumo(await rodada(url, token, pedidos))}`)
  const medidas = await rodada(url, token, pedidos)
  console.log(`  second round:       ${resumo(medidas)}`)
  for (const kind of [...new Set(medidas.map((m) => m.kind))].sort()) {
    console.log(`    ${kind.padEnd(12)} ${resumo(medidas.filter((m) => m.kind === kind))}`)
  }
}

const runDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (runDirectly) {
  const server = await startServer(4883)
  try {
    await benchCarga(server.url)
  } finally {
    server.stop()
  }
}
