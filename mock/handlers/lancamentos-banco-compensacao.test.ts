import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('compensation bank entries', () => {
  it('creates, edits and writes off an entry once; a written-off entry cannot change', async () => {
    const dbKey = freshDb()
    const com = dbFor(dbKey).funcionarios.find((f) => f.bancosCompensacao.length > 0)!
    const banco = com.bancosCompensacao[0]!.bancoCompensacaoId
    const corpo = {
      funcionario: { id: com.id },
      bancoCompensacao: { id: banco },
      data: '2026-11-03',
      horas: '03:00',
      observacao: 'Plantão',
    }
    const criado = await (await call('/api/banco-compensacao/lancamentos', { method: 'POST', as: 'rh', dbKey, body: corpo })).json()
    expect(criado).toMatchObject({ horas: '03:00', baixaDeId: null, baixadoPorId: null })
    const editado = await (
      await call(`/api/banco-compensacao/lancamentos/${criado.id}`, { method: 'PUT', as: 'rh', dbKey, body: { ...corpo, horas: '-01:30' } })
    ).json()
    expect(editado.horas).toBe('-01:30')
    const baixa = await call(`/api/banco-compensacao/lancamentos/${criado.id}/baixa`, { method: 'POST', as: 'rh', dbKey })
    expect(baixa.status).toBe(201)
    expect(await baixa.json()).toMatchObject({ horas: '01:30', baixaDeId: criado.id, data: '2026-11-16' })
    expect((await call(`/api/banco-compensacao/lancamentos/${criado.id}/baixa`, { method: 'POST', as: 'rh', dbKey })).status).toBe(409)
    const travado = await call(`/api/banco-compensacao/lancamentos/${criado.id}`, { method: 'PUT', as: 'rh', dbKey, body: corpo })
    expect(travado.status).toBe(400)
  })
})

describe('compensation bank entries in the writer’s scope', () => {
  it('does not write off an entry of an employee outside it', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    // A responsible user whose Keycloak roles also let them post compensation entries.
    const gestor = { as: 'responsavel', overrides: { permissions: ['front_bancocompensacao_lancamento', 'front_manutencao_visualizar'] } }
    const vistos = new Set(
      (await (await call('/api/funcionarios?size=1000', { ...gestor, dbKey })).json()).content.map((f: { id: number }) => f.id),
    )
    const alheio = db.lancamentosBancoCompensacao.find((l) => !vistos.has(l.funcionarioId) && !l.baixaDeId)!
    const total = db.lancamentosBancoCompensacao.length
    const baixa = await call(`/api/banco-compensacao/lancamentos/${alheio.id}/baixa`, { ...gestor, dbKey, method: 'POST' })
    expect(baixa.status).toBe(404)
    expect(db.lancamentosBancoCompensacao.length).toBe(total)
  })
})
