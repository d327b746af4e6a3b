import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { createMiddleware } from '@mswjs/http-middleware'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../server'
import { bodyLimit } from './body-limit'

const MB = 1024 * 1024

/** The bytes and a digest of what the handler received. */
const eco = http.post('/api/*', async ({ request }) => {
  const bytes = new Uint8Array(await request.arrayBuffer())
  return HttpResponse.json({ bytes: bytes.length, soma: bytes.reduce((total, b) => (total + b) % 65_521, 0) })
})

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server = createServer(app)
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })))
}

/** A chunked POST (no Content-Length) of `total` bytes in 64 KB chunks; answers as soon as the server does. */
function postChunked(url: string, total: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream' } })
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (parte: string) => (body += parte))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    let sent = 0
    const chunk = Buffer.alloc(64 * 1024, 7)
    const write = (): void => {
      while (sent < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent))
        sent += part.length
        if (!req.write(part)) return void req.once('drain', write)
      }
      req.end()
    }
    write()
  })
}

function somaDe(total: number, valor: number): number {
  let soma = 0
  for (let i = 0; i < total; i++) soma = (soma + valor) % 65_521
  return soma
}

let app: { server: Server; url: string }

beforeAll(async () => {
  const limited = express()
  limited.use(bodyLimit((path) => (path === '/api/afd/upload' ? 2 : 1)))
  limited.use(createMiddleware(eco))
  app = await listen(limited)
})

afterAll(() => new Promise<void>((resolve) => app.server.close(() => resolve())))

describe('bodyLimit', () => {
  it('answers 413 with a Spring Boot body when the Content-Length passes the limit', async () => {
    const response = await fetch(`${app.url}/api/motivos?x=1`, { method: 'POST', body: new Uint8Array(MB + 65 * 1024) })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({
      status: 413,
      error: 'Payload Too Large',
      message: 'O arquivo ou os dados enviados excedem o limite de 1 MB.',
      path: '/api/motivos',
    })
  })

  it('lets a body within the limit through untouched, and gives the AFD upload its own larger limit', async () => {
    const dentro = await fetch(`${app.url}/api/motivos`, { method: 'POST', body: new Uint8Array(MB).fill(3) })
    expect(await dentro.json()).toEqual({ bytes: MB, soma: somaDe(MB, 3) })
    const afd = await fetch(`${app.url}/api/afd/upload`, { method: 'POST', body: new Uint8Array(2 * MB) })
    expect(afd.status).toBe(200)
    const grande = await fetch(`${app.url}/api/afd/upload`, { method: 'POST', body: new Uint8Array(3 * MB) })
    expect(grande.status).toBe(413)
    expect((await grande.json()).message).toBe('O arquivo ou os dados enviados excedem o limite de 2 MB.')
  })

  it('counts the bytes of a chunked body without length and answers 413 once they pass the limit', async () => {
    const { status, body } = await postChunked(`${app.url}/api/motivos`, 4 * MB)
    expect(status).toBe(413)
    expect(JSON.parse(body)).toMatchObject({ status: 413, message: 'O arquivo ou os dados enviados excedem o limite de 1 MB.' })
  })

  it('hands a chunked body within the limit to the handler whole and in order', async () => {
    const { status, body } = await postChunked(`${app.url}/api/motivos`, MB - 1000)
    expect(status).toBe(200)
    expect(JSON.parse(body)).toEqual({ bytes: MB - 1000, soma: somaDe(MB - 1000, 7) })
  })
})

describe('the mock server', () => {
  let server: { server: Server; url: string }

  beforeAll(async () => {
    server = await listen(createApp([eco]))
  })

  afterAll(() => new Promise<void>((resolve) => server.server.close(() => resolve())))

  it('refuses an API body over 10 MB with 413 before any handler reads it', async () => {
    const response = await fetch(`${server.url}/api/motivos`, { method: 'POST', body: new Uint8Array(11 * MB) })
    expect(response.status).toBe(413)
    expect((await response.json()).message).toBe('O arquivo ou os dados enviados excedem o limite de 10 MB.')
  })
})
