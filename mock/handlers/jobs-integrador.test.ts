import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface Job {
  id: number
  tipo: string
  situacao: string
  inicio: string
  fim: string | null
  registros: number
  erros: string[]
  totalErros: number
  reexecucaoDe: number | null
}

describe('/jobs/{id}: the jobs of an integrator', () => {
  it('[AUTH-047][mock] lists the jobs of an integrator newest first, with status, start, end, records and errors; front_integrador only', async () => {
    const dbKey = freshDb()
    const r = await call('/api/integradores/1/jobs', { as: 'admin', dbKey })
    expect(r.status).toBe(200)
    const jobs = (await r.json()).content as Job[]
    expect(jobs).toHaveLength(6)
    expect(jobs[0]).toMatchObject({ id: 6, situacao: 'CONCLUIDO', inicio: '2026-11-15T02:00:00', fim: '2026-11-15T02:04:00', registros: 149 })
    expect(jobs.find((j) => j.situacao === 'ERRO')).toMatchObject({ id: 3, totalErros: 2, erros: [expect.stringContaining('CPF'), expect.stringContaining('cargo')] })
    expect((await call('/api/integradores/1/jobs', { as: 'rh', dbKey })).status).toBe(403)
    expect((await call('/api/integradores/99/jobs', { as: 'admin', dbKey })).status).toBe(404)
  })

  it('re-runs a job: a new job linked to it takes every record, and the integrator is contacted now', async () => {
    const dbKey = freshDb()
    const antes = dbFor(dbKey).integradores[0]!.lastContact
    const r = await call('/api/integradores/1/jobs/3/reexecutar', { method: 'POST', as: 'admin', dbKey })
    expect(r.status).toBe(201)
    expect(await r.json()).toMatchObject({ id: 7, tipo: 'IMPORTACAO_FUNCIONARIOS', situacao: 'CONCLUIDO', registros: 148, totalErros: 0, reexecucaoDe: 3 })
    expect(dbFor(dbKey).integradores[0]!.lastContact).not.toBe(antes)
    const jobs = (await (await call('/api/integradores/1/jobs', { as: 'admin', dbKey })).json()).content as Job[]
    expect(jobs[0]?.id).toBe(7)
    expect((await call('/api/integradores/1/jobs/99/reexecutar', { method: 'POST', as: 'admin', dbKey })).status).toBe(404)
  })

  it('refuses to re-run a job still running', async () => {
    const dbKey = freshDb()
    await call('/api/integradores/1/jobs', { as: 'admin', dbKey })
    dbFor(dbKey).jobsIntegrador![5]!.situacao = 'EXECUTANDO'
    const r = await call('/api/integradores/1/jobs/6/reexecutar', { method: 'POST', as: 'admin', dbKey })
    expect(r.status).toBe(409)
    expect((await r.json()).message).toBe('O job ainda está em execução.')
  })
})
