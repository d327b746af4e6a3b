import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const aceitar = (dbKey: string, body: unknown, as = 'funcionario') => call('/api/aceites', { method: 'POST', as, dbKey, body })

async function pendentes(dbKey: string): Promise<number[]> {
  const card = await (await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'funcionario', dbKey })).json()
  return (card.aceitePendente as { competencia: { id: number } }[]).map((a) => a.competencia.id)
}

describe('POST /api/aceites', () => {
  it('[TC-063] the employee accepts their pending time card: 201, and it is no longer pending', async () => {
    const dbKey = freshDb()
    expect(await pendentes(dbKey)).toEqual([12])
    const response = await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: expect.any(Number), dataAceite: '2026-11-16T12:00:00' })
    expect(await pendentes(dbKey)).toEqual([])
  })

  it('[TC-063] 409 when nothing is pending (already accepted, or an open competence)', async () => {
    const dbKey = freshDb()
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 })).status).toBe(201)
    const repetido = await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 })
    expect(repetido.status).toBe(409)
    expect(await repetido.json()).toMatchObject({ status: 409, message: 'Nao ha aceite pendente para este cartao ponto.' })
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 13 })).status).toBe(409)
  })

  it('[TC-065] only the employee may accept their own card, holding front_aceites', async () => {
    const dbKey = freshDb()
    expect((await aceitar(dbKey, { funcionarioId: 21, competenciaId: 12 })).status).toBe(403)
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 }, 'rh')).status).toBe(403)
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 }, 'supervisor')).status).toBe(403)
    expect(await pendentes(dbKey)).toEqual([12])
    expect((await aceitar(dbKey, { funcionarioId: 'x', competenciaId: 12 })).status).toBe(400)
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 99 })).status).toBe(404)
  })
})
