import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const put = (dbKey: string, body: unknown, as = 'rh') => call('/api/observacao-cartao-ponto', { method: 'PUT', as, dbKey, body })

describe('/api/observacao-cartao-ponto', () => {
  it('[TC-056][mock] GET reads the notes line of a card, 204 when there is none', async () => {
    const dbKey = freshDb()
    const response = await call('/api/observacao-cartao-ponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ funcionarioId: 1, competenciaId: 13, observacao: 'Conferir o saldo do banco de horas antes do fechamento.' })
    expect((await call('/api/observacao-cartao-ponto?funcionarioId=2&competenciaId=13', { as: 'rh', dbKey })).status).toBe(204)
  })

  it('[TC-056][TC-055][mock] PUT saves it, and the card shows it; an empty text removes it', async () => {
    const dbKey = freshDb()
    expect((await put(dbKey, { funcionarioId: 2, competenciaId: 13, observacao: '  Entregou atestado.  ' })).status).toBe(204)
    const lida = await call('/api/observacao-cartao-ponto?funcionarioId=2&competenciaId=13', { as: 'rh', dbKey })
    expect(await lida.json()).toMatchObject({ observacao: 'Entregou atestado.' })
    const card = await (await call('/api/cartaoponto?funcionarioId=2&competenciaId=13', { as: 'rh', dbKey })).json()
    expect(card.observacao).toBe('Entregou atestado.')
    expect((await put(dbKey, { funcionarioId: 2, competenciaId: 13, observacao: '' })).status).toBe(204)
    expect((await call('/api/observacao-cartao-ponto?funcionarioId=2&competenciaId=13', { as: 'rh', dbKey })).status).toBe(204)
  })

  it('PUT needs front_manutencao, valid ids and an unlocked card', async () => {
    const dbKey = freshDb()
    expect((await put(dbKey, { funcionarioId: 2, competenciaId: 13, observacao: 'x' }, 'supervisor')).status).toBe(403)
    const invalido = await put(dbKey, { competenciaId: 13, observacao: 'x' })
    expect(invalido.status).toBe(400)
    expect(await invalido.json()).toEqual({ errors: [{ entity: 'ObservacaoCartaoPonto', property: 'funcionarioId', invalidValue: null, message: 'não deve ser nulo' }] })
    expect((await put(dbKey, { funcionarioId: 999, competenciaId: 13, observacao: 'x' })).status).toBe(404)
    const bloqueado = await put(dbKey, { funcionarioId: 35, competenciaId: 13, observacao: 'x' })
    expect(bloqueado.status).toBe(409)
    expect(await bloqueado.json()).toMatchObject({ message: 'Registro bloqueado para edicao.' })
  })

  it('PUT follows the editing rules of the card: closed competence, inactive employee, own card without the self-edit role', async () => {
    const dbKey = freshDb()
    const fechada = await put(dbKey, { funcionarioId: 1, competenciaId: 12, observacao: 'x' })
    expect(fechada.status).toBe(400)
    expect(await fechada.json()).toMatchObject({ message: 'Competência fechada: o cartão ponto não pode ser alterado.' })
    const inativo = await put(dbKey, { funcionarioId: 10, competenciaId: 13, observacao: 'x' })
    expect(inativo.status).toBe(400)
    expect(await inativo.json()).toMatchObject({ message: 'Funcionário inativo ou que não controla ponto: o cartão ponto não pode ser alterado.' })
    expect((await put(dbKey, { funcionarioId: 3, competenciaId: 13, observacao: 'x' }, 'responsavel')).status).toBe(403)
    expect((await call('/api/observacao-cartao-ponto?funcionarioId=3&competenciaId=13', { as: 'rh', dbKey })).status).toBe(204)
  })

  it('PUT lets the manager write on the card of an employee he answers for', async () => {
    const dbKey = freshDb()
    expect((await put(dbKey, { funcionarioId: 1, competenciaId: 13, observacao: 'Conferido.' }, 'responsavel')).status).toBe(204)
    const lida = await call('/api/observacao-cartao-ponto?funcionarioId=1&competenciaId=13', { as: 'responsavel', dbKey })
    expect(await lida.json()).toMatchObject({ observacao: 'Conferido.' })
  })
})
