import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../server'

const MB = 1024 * 1024

let mock: MockServer
let proxy: Server
let proxyUrl: string

/** A reverse proxy as the app's (vite preview): pipes the request to the mock, on connections it keeps alive. */
function startProxy(target: string): Promise<Server> {
  const agent = new Agent({ keepAlive: true })
  const server = createServer((req, res) => {
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

function texto(answer: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let corpo = ''
    answer.setEncoding('utf8')
    answer.on('data', (parte: string) => (corpo += parte))
    answer.on('end', () => resolve(corpo))
    answer.on('error', reject)
  })
}

/** POSTs `bytes` as a JSON body and answers status and body once both the answer and the upload are over. */
function post(url: string, bytes: number, agent: Agent): Promise<{ status: number; corpo: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': bytes } })
    const enviado = new Promise<void>((ok) => req.on('finish', ok))
    req.on('error', reject)
    req.on('response', (answer) => {
      void Promise.all([texto(answer), enviado]).then(([corpo]) => resolve({ status: answer.statusCode ?? 0, corpo }), reject)
    })
    req.end(Buffer.alloc(bytes, 0x20))
  })
}

beforeAll(async () => {
  mock = await startMockServer({ port: 0 })
  proxy = await startProxy(mock.url)
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})

afterAll(async () => {
  proxy.closeAllConnections()
  await new Promise<void>((resolve) => proxy.close(() => resolve()))
  await mock.close()
})

describe('a body the answer did not need', { timeout: 20_000 }, () => {
  it('is read whole: 3 MB without a token through the proxy get the whole 401, time after time', async () => {
    const agent = new Agent({ keepAlive: true })
    for (let vez = 0; vez < 3; vez++) {
      const { status, corpo } = await post(`${proxyUrl}/api/afd/upload`, 3 * MB, agent)
      expect(status).toBe(401)
      expect(JSON.parse(corpo)).toMatchObject({ status: 401, error: 'Unauthorized', path: '/api/afd/upload' })
    }
    agent.destroy()
  })

  it('leaves the connection usable: the next request on it is answered at once', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    expect((await post(`${mock.url}/api/afd/upload`, 3 * MB, agent)).status).toBe(401)
    const inicio = performance.now()
    expect((await post(`${mock.url}/api/nao-existe`, 10, agent)).status).toBe(401)
    expect(performance.now() - inicio).toBeLessThan(2_000)
    agent.destroy()
  })
})
