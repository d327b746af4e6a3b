import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { Client } from '@stomp/stompjs'
import WebSocket from 'ws'
import { startMockBesideApp, startMockServer, type MockServer } from './server'
import { requireRole } from './http/auth'
import { dbFor } from './http/isolation'
import { signTestToken } from './idp/test-token'

const testHandlers = [
  http.post('/api/eco', async ({ request }) => HttpResponse.json({ recebido: await request.json() }, { status: 201 })),
  http.get('/api/quebra', () => {
    throw new TypeError('texto.normalize is not a function')
  }),
  http.get('/api/protegido', async ({ request }) => {
    const user = await requireRole(request, 'front_motivo')
    return HttpResponse.json({ usuario: user.username })
  }),
]

let server: MockServer

beforeAll(async () => {
  server = await startMockServer({ port: 0, handlers: testHandlers })
})

afterAll(() => server.close())

describe('mock server', () => {
  it('listens on the requested loopback host and reports its URL', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
  })

  it('hands /api requests with their raw body to the msw handlers', async () => {
    const response = await fetch(`${server.url}/api/eco`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ motivo: 'Atestado' }),
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ recebido: { motivo: 'Atestado' } })
  })

  it('gzips an answer over 2 KB for a client that asks, as Spring Boot with server.compression does', async () => {
    const eco = (motivo: string) =>
      fetch(`${server.url}/api/eco`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({ motivo }),
      })
    const grande = await eco('Atestado médico '.repeat(200))
    expect(grande.headers.get('content-encoding')).toBe('gzip')
    expect(await grande.json()).toEqual({ recebido: { motivo: 'Atestado médico '.repeat(200) } })
    const pequena = await eco('Atestado')
    expect(pequena.headers.get('content-encoding')).toBeNull()
  })

  it('lets handlers answer 401 and 403 by throwing, and 200 with the right role', async () => {
    const call = async (username?: string) => {
      const headers: Record<string, string> = username ? { authorization: `Bearer ${await signTestToken(username)}` } : {}
      return fetch(`${server.url}/api/protegido`, { headers })
    }
    expect((await call()).status).toBe(401)
    const forbidden = await call('funcionario')
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toMatchObject({ status: 403, error: 'Forbidden', path: '/api/protegido' })
    const ok = await call('rh')
    expect(await ok.json()).toEqual({ usuario: 'rh' })
    // Spring Security's default headers: nothing of the API is stored by the browser.
    expect(ok.headers.get('cache-control')).toBe('no-cache, no-store, max-age=0, must-revalidate')
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff')
    expect(ok.headers.get('x-frame-options')).toBe('DENY')
  })

  it('answers a handler error with a Spring 500 that says nothing of the code, and keeps serving', async () => {
    const response = await fetch(`${server.url}/api/quebra`, { headers: { authorization: `Bearer ${await signTestToken('rh')}` } })
    expect(response.status).toBe(500)
    const corpo = await response.text()
    expect(JSON.parse(corpo)).toMatchObject({ status: 500, error: 'Internal Server Error', message: 'Erro interno', path: '/api/quebra' })
    expect(corpo).not.toContain('normalize')
    expect((await fetch(`${server.url}/api/eco`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(201)
  })

  it('answers an unknown /api path with a Spring Boot 404 body, and 401 to a caller without a token', async () => {
    const response = await fetch(`${server.url}/api/nao-existe?x=1`, { headers: { authorization: `Bearer ${await signTestToken('rh')}` } })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ status: 404, error: 'Not Found', path: '/api/nao-existe' })
    const anonimo = await fetch(`${server.url}/api/nao-existe`)
    expect(anonimo.status).toBe(401)
    expect(await anonimo.json()).toMatchObject({ status: 401, path: '/api/nao-existe' })
  })

  it.each(['TRACE', 'OPTIONS', 'HEAD'])('answers %s without stopping: 401 without a token, 405 with one', async (metodo) => {
    // The Fetch API refuses to send TRACE: a raw HTTP request, as any client can send.
    const pedir = (headers: Record<string, string> = {}) =>
      new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
        const pedido = httpRequest(`${server.url}/api/motivos/3`, { method: metodo, headers }, (resposta) => {
          resposta.resume()
          resposta.on('end', () => resolve({ status: resposta.statusCode ?? 0, allow: resposta.headers.allow }))
        })
        pedido.on('error', reject)
        pedido.end()
      })
    expect((await pedir()).status).toBe(401)
    expect(await pedir({ authorization: `Bearer ${await signTestToken('rh')}` })).toEqual({ status: 405, allow: 'GET, DELETE' })
    expect((await fetch(`${server.url}/api/eco`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(201)
  })

  it('answers a path of the contract asked with a method it does not serve with a Spring 405 and the methods it does', async () => {
    // Reasons are saved with POST /api/motivos (REG-050): /api/motivos/{id} is read and deleted, never PUT.
    const response = await fetch(`${server.url}/api/motivos/3`, { method: 'PUT', headers: { authorization: `Bearer ${await signTestToken('rh')}` } })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, DELETE')
    expect(await response.json()).toMatchObject({ status: 405, error: 'Method Not Allowed', message: "Request method 'PUT' is not supported" })
  })

  it('serves STOMP at /stomp on the same port', async () => {
    const client = new Client({
      connectHeaders: { Authorization: `Bearer ${await signTestToken('rh')}` },
      webSocketFactory: () => new WebSocket(`${server.url.replace('http', 'ws')}/stomp`, ['v12.stomp']),
    })
    const greeting = await new Promise<string>((resolve) => {
      client.onConnect = () => client.subscribe('/topic/greetings', (message) => resolve(message.body))
      client.activate()
    })
    expect(JSON.parse(greeting)).toEqual({ content: 'Bem-vindo ao Ponto' })
    await client.deactivate()
  })

  it('serves the real handlers by default (keycloak-config on the request origin)', async () => {
    const real = await startMockServer({ port: 0 })
    try {
      const response = await fetch(`${real.url}/api/master/tenants/keycloak-config`)
      expect(await response.json()).toEqual({ realm: 'ponto', url: real.url, clientId: 'ponto-web', 'public-client': true })
    } finally {
      await real.close()
    }
  })

  it('exposes POST /__mock/reset only with PONTO_TEST_CONTROL=1', async () => {
    const control = process.env.PONTO_TEST_CONTROL
    delete process.env.PONTO_TEST_CONTROL
    const plain = await startMockServer({ port: 0, handlers: testHandlers })
    try {
      const closed = await fetch(`${plain.url}/__mock/reset`, { method: 'POST', headers: { 'x-ponto-db': 'ctl' } })
      expect(closed.status).toBe(404)
    } finally {
      await plain.close()
      process.env.PONTO_TEST_CONTROL = control
    }

    process.env.PONTO_TEST_CONTROL = '1'
    const controlled = await startMockServer({ port: 0, handlers: testHandlers })
    try {
      dbFor('ctl').usuarios.length = 0
      dbFor('outro-ctl').usuarios.length = 0
      const response = await fetch(`${controlled.url}/__mock/reset`, { method: 'POST', headers: { 'x-ponto-db': 'ctl' } })
      expect(response.status).toBe(200)
      expect(dbFor('ctl').usuarios.length).toBeGreaterThan(0)
      expect(dbFor('outro-ctl').usuarios).toHaveLength(0)
    } finally {
      await controlled.close()
      process.env.PONTO_TEST_CONTROL = control
    }
  })

  it('starts beside the app on PORT + 1, or on a free port when that one is taken', async () => {
    const env = { PORT: process.env.PORT, MOCK_PORT: process.env.MOCK_PORT }
    const ocupante = await startMockServer({ port: 0, handlers: testHandlers })
    try {
      delete process.env.MOCK_PORT
      process.env.PORT = String(ocupante.port - 1)
      const beside = await startMockBesideApp()
      expect(beside.port).not.toBe(ocupante.port)
      expect(beside.port).toBeGreaterThan(0)
      await beside.close()
    } finally {
      await ocupante.close()
      for (const [key, value] of Object.entries(env)) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    }
  })

  it('closes cleanly, freeing the port', async () => {
    const temporary = await startMockServer({ port: 0, handlers: testHandlers })
    await temporary.close()
    const again = await startMockServer({ port: temporary.port, handlers: testHandlers })
    expect(again.port).toBe(temporary.port)
    await again.close()
  })
})

