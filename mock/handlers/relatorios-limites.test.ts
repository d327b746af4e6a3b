import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'
import { comLimite, ESPERA_RELATORIO_S, MAX_RELATORIOS_SIMULTANEOS, MSG_RELATORIOS_EM_ANDAMENTO } from './relatorios'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const CAMINHO = '/api/relatorios/ocorrencias'

/** A report build that ends when the test says so. */
function construcao() {
  let terminar = (): void => undefined
  const pronto = new Promise<Response>((resolve) => (terminar = () => resolve(new Response('ok'))))
  return { gerar: () => pronto, terminar }
}

async function esperaRecusa(resposta: Response) {
  expect(resposta.status).toBe(429)
  expect(resposta.headers.get('retry-after')).toBe(String(ESPERA_RELATORIO_S))
  expect(await resposta.json()).toMatchObject({ status: 429, error: 'Too Many Requests', message: MSG_RELATORIOS_EM_ANDAMENTO, path: CAMINHO })
}

describe('comLimite: reports one user builds at once', () => {
  it(`builds ${MAX_RELATORIOS_SIMULTANEOS} per user; one more meanwhile is 429, and a place comes back when one ends`, async () => {
    const db = dbFor(freshDb())
    const [a, b] = [construcao(), construcao()]
    const primeiros = [comLimite(db, 'supervisor', CAMINHO, a.gerar), comLimite(db, 'supervisor', CAMINHO, b.gerar)]
    const nunca = vi.fn(() => Promise.resolve(new Response('não devia')))
    await esperaRecusa(await comLimite(db, 'supervisor', CAMINHO, nunca))
    expect(nunca).not.toHaveBeenCalled()
    // Other users, and the same user in another database, are not held.
    expect((await comLimite(db, 'rh', CAMINHO, () => Promise.resolve(new Response('rh')))).status).toBe(200)
    expect((await comLimite(dbFor(freshDb()), 'supervisor', CAMINHO, () => Promise.resolve(new Response('outro banco')))).status).toBe(200)
    a.terminar()
    await primeiros[0]
    const c = construcao()
    const terceiro = comLimite(db, 'supervisor', CAMINHO, c.gerar)
    await esperaRecusa(await comLimite(db, 'supervisor', CAMINHO, nunca))
    b.terminar()
    c.terminar()
    expect((await Promise.all([...primeiros, terceiro])).map((r) => r.status)).toEqual([200, 200, 200])
  })

  it('gives the place back when a build fails', async () => {
    const db = dbFor(freshDb())
    const falha = () => Promise.reject(new Error('pdfkit'))
    await expect(comLimite(db, 'supervisor', CAMINHO, falha)).rejects.toThrow('pdfkit')
    await expect(comLimite(db, 'supervisor', CAMINHO, falha)).rejects.toThrow('pdfkit')
    expect((await comLimite(db, 'supervisor', CAMINHO, () => Promise.resolve(new Response('ok')))).status).toBe(200)
  })
})

describe('POST /api/relatorios/{tipo} while the user builds others', { timeout: 60_000 }, () => {
  it('answers 429 with Retry-After and the message in Portuguese, and builds again once a place is free', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const gerar = () => call(CAMINHO, { method: 'POST', as: 'supervisor', dbKey, body: { competencia: 13, formato: 'pdf' } })
    const [a, b] = [construcao(), construcao()]
    const emAndamento = [comLimite(db, 'supervisor', CAMINHO, a.gerar), comLimite(db, 'supervisor', CAMINHO, b.gerar)]
    await esperaRecusa(await gerar())
    expect(MSG_RELATORIOS_EM_ANDAMENTO).toBe('Você já tem 2 relatórios sendo gerados. Aguarde a conclusão de um deles para pedir outro.')
    a.terminar()
    b.terminar()
    await Promise.all(emAndamento)
    const pronto = await gerar()
    expect(pronto.status).toBe(200)
    expect(pronto.headers.get('content-type')).toBe('application/pdf')
  })
})
