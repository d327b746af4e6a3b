import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import {
  iniciarJobEspelhos, jobEspelhos, MAX_JOBS_EM_ANDAMENTO, MAX_JOBS_GUARDADOS, MAX_JOBS_TERMINADOS, MSG_JOBS_EM_ANDAMENTO,
  MSG_JOBS_ESGOTADOS, VALIDADE_JOB_MS,
} from './lib/job-espelhos'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

afterEach(() => {
  vi.useRealTimers()
})

const LOTE = '/api/espelhos-ponto/lote'
const OUTUBRO = 12

async function iniciar(as: string, dbKey: string, body: unknown) {
  const response = await call(LOTE, { method: 'POST', as, dbKey, body })
  return { status: response.status, body: (await response.json()) as { id: string; total: number; message?: string; error?: string } }
}

const status = async (id: string, as: string, dbKey: string) => (await call(`${LOTE}/${id}`, { as, dbKey })).status

async function ateTerminar(id: string, as: string, dbKey: string): Promise<void> {
  await vi.waitFor(async () => {
    const progresso = (await (await call(`${LOTE}/${id}`, { as, dbKey })).json()) as { status: string }
    expect(progresso.status).toBe('PRONTO')
  }, { timeout: 60_000, interval: 5 })
}

/** A job of one employee: done in a couple of turns. */
const PEQUENO = { competenciaId: OUTUBRO, ids: [1] }

describe('batch espelhos jobs: limits per user (POST /api/espelhos-ponto/lote)', { timeout: 120_000 }, () => {
  it(`a user has at most ${MAX_JOBS_EM_ANDAMENTO} jobs running: one more is 429 with a message; other users still start theirs`, async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const competencia = db.competencias.find((c) => c.id === OUTUBRO)!
    // Jobs that stay running for the whole test: started with setTimeout faked, their first slice never comes.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const longos = Array.from({ length: MAX_JOBS_EM_ANDAMENTO }, () =>
      iniciarJobEspelhos({ db, dono: 'supervisor', emissor: 'Sérgio', emitidoEm: new Date(), competencia, funcionarios: db.funcionarios }))
    vi.useRealTimers()
    const recusado = await iniciar('supervisor', dbKey, PEQUENO)
    expect(longos.every((job) => job.status === 'PROCESSANDO')).toBe(true)
    expect(recusado.status).toBe(429)
    expect(recusado.body).toMatchObject({ status: 429, error: 'Too Many Requests', message: MSG_JOBS_EM_ANDAMENTO, path: LOTE })
    expect(MSG_JOBS_EM_ANDAMENTO).toBe('Você já tem 3 impressões de espelhos em andamento. Aguarde a conclusão de uma delas para pedir outra.')
    const doRh = await iniciar('rh', dbKey, PEQUENO)
    expect(doRh.status).toBe(202)
    // When the running ones go (here: past VALIDADE_JOB_MS, which cancels them), the supervisor starts again.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + VALIDADE_JOB_MS + 1)
    expect((await iniciar('supervisor', dbKey, PEQUENO)).status).toBe(202)
    expect(longos.every((job) => jobEspelhos(db, job.id, 'supervisor') === undefined && job.cancelamento.signal.aborted)).toBe(true)
  })

  it("one user's many jobs never evict another user's job; each keeps their own last finished ones", async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const competencia = db.competencias.find((c) => c.id === OUTUBRO)!
    const doRh = await iniciar('rh', dbKey, PEQUENO)
    await ateTerminar(doRh.body.id, 'rh', dbKey)
    // The finding: 20 more jobs of anyone pushed the oldest out. 25 small jobs of the supervisor, one after the other.
    const doSupervisor = []
    for (let i = 0; i < 25; i++) {
      const job = iniciarJobEspelhos({ db, dono: 'supervisor', emissor: 'Sérgio', emitidoEm: new Date(), competencia, funcionarios: db.funcionarios.slice(0, 1) })
      await vi.waitFor(() => expect(job.status).toBe('PRONTO'))
      doSupervisor.push(job)
    }
    expect((await iniciar('supervisor', dbKey, PEQUENO)).status).toBe(202)
    expect(await status(doRh.body.id, 'rh', dbKey)).toBe(200)
    const arquivo = await call(`${LOTE}/${doRh.body.id}/arquivo`, { as: 'rh', dbKey })
    expect(arquivo.status).toBe(200)
    expect(arquivo.headers.get('content-type')).toBe('application/pdf')
    // The supervisor's own oldest finished jobs went (and their PDFs); the last MAX_JOBS_TERMINADOS stay.
    const guardados = doSupervisor.map((job) => jobEspelhos(db, job.id, 'supervisor') !== undefined)
    expect(guardados).toEqual([...Array<boolean>(25 - MAX_JOBS_TERMINADOS + 1).fill(false), ...Array<boolean>(MAX_JOBS_TERMINADOS - 1).fill(true)])
    expect(doSupervisor[0]!.pdf).toBeNull()
    expect(await status(doSupervisor.at(-1)!.id, 'supervisor', dbKey)).toBe(200)
  })

  it('a job dropped (expired) stops working and is gone; a finished one lasts VALIDADE_JOB_MS', async () => {
    const db = dbFor(freshDb())
    const competencia = db.competencias.find((c) => c.id === OUTUBRO)!
    const pronto = iniciarJobEspelhos({ db, dono: 'rh', emissor: 'Rita', emitidoEm: new Date(), competencia, funcionarios: db.funcionarios.slice(0, 1) })
    await vi.waitFor(() => expect(pronto.status).toBe('PRONTO'))
    const longo = iniciarJobEspelhos({ db, dono: 'supervisor', emissor: 'Sérgio', emitidoEm: new Date(), competencia, funcionarios: db.funcionarios })
    await vi.waitFor(() => expect(longo.prontos).toBeGreaterThan(0))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + VALIDADE_JOB_MS - 60_000)
    expect(jobEspelhos(db, pronto.id, 'rh')).toBe(pronto)
    vi.setSystemTime(Date.now() + 2 * 60_000)
    expect(jobEspelhos(db, pronto.id, 'rh')).toBeUndefined()
    expect(jobEspelhos(db, longo.id, 'supervisor')).toBeUndefined()
    expect(pronto.pdf).toBeNull()
    // The dropped job's work stopped: no more slices, no PDF.
    const parado = longo.prontos
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(longo.prontos).toBe(parado)
    expect(longo.prontos).toBeLessThan(longo.total)
    expect(longo.pdf).toBeNull()
    expect(longo.status).not.toBe('PRONTO')
  })

  it(`memory is bounded: with ${MAX_JOBS_GUARDADOS} jobs kept in a database, a new one is refused (429), none is dropped`, async () => {
    const db = dbFor(freshDb())
    const competencia = db.competencias.find((c) => c.id === OUTUBRO)!
    const pedido = (dono: string) => ({ db, dono, emissor: dono, emitidoEm: new Date(), competencia, funcionarios: [] })
    // Many users, each within their own limits (an empty job finishes at once).
    const jobs = Array.from({ length: MAX_JOBS_GUARDADOS }, (_, i) => iniciarJobEspelhos(pedido(`usuario-${i % 100}`)))
    await vi.waitFor(() => expect(jobs.every((j) => j.status === 'PRONTO')).toBe(true))
    let recusa: unknown
    try {
      iniciarJobEspelhos(pedido('outro'))
    } catch (error) {
      recusa = error
    }
    expect((recusa as Response).status).toBe(429)
    expect(await (recusa as Response).json()).toMatchObject({ message: MSG_JOBS_ESGOTADOS })
    expect(jobs.every((j) => jobEspelhos(db, j.id, j.dono) === j)).toBe(true)
  })
})
