import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { server } from '@/shared/lib/test'
import { MSG_SERVICE_UNAVAILABLE } from '@/shared/config'
import { ApiError, ContractError } from './api-error'
import {
  apiDelete,
  apiDownload,
  apiGet,
  apiPost,
  CLIENTE_HEADER,
  CLIENTE_ID,
  configureHttp,
  request,
} from './http-client'
import { MSG_SAVE_TIMEOUT } from './messages'

const onUnauthorized = vi.fn()
let token: string | undefined

beforeEach(() => {
  token = 'token-123'
  configureHttp({ getToken: () => token, onUnauthorized })
})
afterEach(() => onUnauthorized.mockReset())

function capture(method: 'get' | 'post' | 'put' | 'delete', path: string, response: () => Response = () => HttpResponse.json({})) {
  const seen: Request[] = []
  server.use(
    http[method](path, ({ request }) => {
      seen.push(request.clone())
      return response()
    }),
  )
  return seen
}

describe('request', () => {
  it('names this tab on changes only (X-Ponto-Cliente), so change notices can tell its own changes apart', async () => {
    const posts = capture('post', '/api/motivos')
    const gets = capture('get', '/api/cargos')
    await request('POST', '/api/motivos', { json: {} })
    await request('GET', '/api/cargos')
    expect(posts[0]?.headers.get(CLIENTE_HEADER)).toBe(CLIENTE_ID)
    expect(CLIENTE_ID).not.toBe('')
    expect(gets[0]?.headers.has(CLIENTE_HEADER)).toBe(false)
  })

  it('[AUTH-003] sends the bearer token in the Authorization header', async () => {
    const seen = capture('get', '/api/config/search/load')
    await request('GET', '/api/config/search/load')
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123')
  })

  it('[API-001] sends JSON with Content-Type and Accept application/json', async () => {
    const seen = capture('post', '/api/motivos', () => HttpResponse.json({ id: 1 }, { status: 201 }))
    await apiPost('/api/motivos', { descricao: 'Atestado' })
    const sent = seen[0]
    expect(sent?.headers.get('content-type')).toBe('application/json')
    expect(sent?.headers.get('accept')).toBe('application/json')
    expect(await sent?.json()).toEqual({ descricao: 'Atestado' })
  })

  it('[API-001] leaves the multipart Content-Type to the browser for FormData bodies', async () => {
    const seen = capture('post', '/api/empresas/1/brasao')
    const form = new FormData()
    form.append('file', new Blob(['x']), 'brasao.png')
    await request('POST', '/api/empresas/1/brasao', { body: form })
    expect(seen[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('drops empty query values and repeats arrays', async () => {
    const seen = capture('get', '/api/competencias')
    await request('GET', '/api/competencias', {
      query: { page: 0, text: '', empresaId: undefined, ativo: null, sort: ['ano,desc', 'mes,desc'] },
    })
    expect(new URL(seen[0]!.url).search).toBe('?page=0&sort=ano%2Cdesc&sort=mes%2Cdesc')
  })

  it('[API-020] a 204 response yields empty text and no error', async () => {
    server.use(http.delete('/api/motivos/1', () => new HttpResponse(null, { status: 204 })))
    await expect(apiDelete('/api/motivos/1')).resolves.toBe('')
  })

  it('[API-019] a non-OK response throws an ApiError carrying status and parsed body', async () => {
    const body = { timestamp: '2026-11-16T10:00:00Z', status: 409, error: 'Conflict', message: 'Ja existe', path: '/api/motivos' }
    server.use(http.post('/api/motivos', () => HttpResponse.json(body, { status: 409 })))
    const error = await apiPost('/api/motivos', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, body, message: 'Ja existe' })
  })

  it('[API-019] keeps a plain-text error body as text', async () => {
    server.use(http.get('/api/motivos', () => HttpResponse.text('Falhou geral', { status: 500 })))
    await expect(request('GET', '/api/motivos')).rejects.toMatchObject({ status: 500, body: 'Falhou geral' })
  })

  it('[API-013] maps a Spring validation list to fieldErrors', async () => {
    const body = {
      errors: [
        { entity: 'Funcionario', property: 'cpf', invalidValue: '123', message: 'CPF inválido' },
        { entity: 'Funcionario', property: 'nome', invalidValue: null, message: 'Nome obrigatório' },
      ],
    }
    server.use(http.post('/api/funcionarios', () => HttpResponse.json(body, { status: 400 })))
    const error = (await apiPost('/api/funcionarios', {}).catch((e: unknown) => e)) as ApiError
    expect(error.fieldErrors).toEqual({ cpf: 'CPF inválido', nome: 'Nome obrigatório' })
  })

  it('[AUTH-005] a 401 calls onUnauthorized and then throws', async () => {
    server.use(http.get('/api/motivos', () => new HttpResponse(null, { status: 401 })))
    await expect(request('GET', '/api/motivos')).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not call onUnauthorized for a 403', async () => {
    server.use(http.get('/api/motivos', () => new HttpResponse(null, { status: 403 })))
    await expect(request('GET', '/api/motivos')).rejects.toMatchObject({ status: 403 })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('[API-016] a network failure becomes status 0 with ECONNREFUSED', async () => {
    server.use(http.get('/api/motivos', () => HttpResponse.error()))
    const error = (await request('GET', '/api/motivos').catch((e: unknown) => e)) as ApiError
    expect(error).toMatchObject({ status: 0, body: 'ECONNREFUSED', message: MSG_SERVICE_UNAVAILABLE })
  })

  it('rethrows an abort as is', async () => {
    server.use(http.get('/api/motivos', () => new Promise<Response>(() => {})))
    const controller = new AbortController()
    const pending = request('GET', '/api/motivos', { signal: controller.signal })
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('typed helpers', () => {
  const motivo = z.object({ id: z.number(), descricao: z.string() })

  it('parses a response with its schema', async () => {
    server.use(http.get('/api/motivos/1', () => HttpResponse.json({ id: 1, descricao: 'Atestado', extra: true })))
    await expect(apiGet('/api/motivos/1', motivo)).resolves.toEqual({ id: 1, descricao: 'Atestado' })
  })

  it('a schema mismatch throws a ContractError naming the call and the field', async () => {
    server.use(http.get('/api/motivos/1', () => HttpResponse.json({ id: '1', descricao: 'Atestado' })))
    const error = await apiGet('/api/motivos/1', motivo).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContractError)
    expect((error as Error).message).toMatch(/GET \/api\/motivos\/1: id: /)
  })

  it('downloads a blob with the file name of x-filename or Content-Disposition', async () => {
    server.use(
      http.get('/api/funcionarios/1/competencia/13/espelho-ponto', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF').buffer as ArrayBuffer, {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="espelho.pdf"' },
        }),
      ),
      http.get('/api/afd', () => HttpResponse.text('AFD', { headers: { 'x-filename': 'afd%20nov.txt' } })),
    )
    const pdf = await apiDownload('GET', '/api/funcionarios/1/competencia/13/espelho-ponto')
    expect(pdf.filename).toBe('espelho.pdf')
    expect(await pdf.blob.text()).toBe('%PDF')
    await expect(apiDownload('GET', '/api/afd')).resolves.toMatchObject({ filename: 'afd nov.txt' })
  })
})

describe('an expired session', () => {
  it('a save answered 401 renews the token once and is sent again with it', async () => {
    const renewToken = vi.fn(async () => 'token-novo')
    configureHttp({ getToken: () => token, renewToken, onUnauthorized })
    const seen = capture('post', '/api/motivos', () => HttpResponse.json({ id: 1 }, { status: 201 }))
    server.use(
      http.post('/api/motivos', ({ request }) =>
        request.headers.get('authorization') === 'Bearer token-123' ? new HttpResponse(null, { status: 401 }) : undefined,
      ),
    )
    await expect(apiPost('/api/motivos', { descricao: 'Atestado' })).resolves.toEqual({ id: 1 })
    expect(renewToken).toHaveBeenCalledTimes(1)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-novo')
    expect(await seen[0]?.json()).toEqual({ descricao: 'Atestado' })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('calls answered 401 together share one renewal', async () => {
    let renewals = 0
    const renewToken = () => new Promise<string>((resolve) => setTimeout(() => resolve(`token-${++renewals}`), 10))
    configureHttp({ getToken: () => token, renewToken, onUnauthorized })
    server.use(
      http.get('/api/motivos', ({ request }) =>
        request.headers.get('authorization') === 'Bearer token-1' ? HttpResponse.json({}) : new HttpResponse(null, { status: 401 }),
      ),
    )
    await Promise.all([request('GET', '/api/motivos'), request('GET', '/api/motivos'), request('GET', '/api/motivos')])
    expect(renewals).toBe(1)
  })

  it('[AUTH-005] when no token can be had, the user is sent to log in and the call fails', async () => {
    configureHttp({ getToken: () => token, renewToken: async () => null, onUnauthorized })
    const seen = capture('post', '/api/motivos', () => new HttpResponse(null, { status: 401 }))
    await expect(apiPost('/api/motivos', {})).rejects.toMatchObject({ status: 401 })
    expect(seen).toHaveLength(1)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})

describe('a save that hangs', () => {
  it('gives up after its time with a message, while reads wait', async () => {
    server.use(http.post('/api/motivos', () => new Promise<Response>(() => {})))
    const failure = await apiPost('/api/motivos', {}, undefined, { timeoutMs: 50 }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).message).toBe(MSG_SAVE_TIMEOUT)
  })

  it('a caller that aborts gets its abort, not the timeout message', async () => {
    server.use(http.post('/api/motivos', () => new Promise<Response>(() => {})))
    const controller = new AbortController()
    const call = apiPost('/api/motivos', {}, undefined, { signal: controller.signal })
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
  })
})
