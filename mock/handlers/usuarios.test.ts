import { beforeAll, describe, expect, it, vi } from 'vitest'
import { MSG_CELULAR_INVALIDO, MSG_CPF_INVALIDO } from '@/shared/config/mensagens'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const path = '/api/usuarios/profile'

describe('PUT /api/usuarios/profile', () => {
  it('[AUTH-088][mock] saves CPF and celular on the account, without linking it to any employee', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const response = await call(path, { method: 'PUT', as: 'novo', dbKey, body: { cpf: '93541134780', celular: '11912345678' } })
    expect(response.status).toBe(204)
    expect(db.usuarios.find((u) => u.username === 'novo')).toMatchObject({ cpf: '93541134780', celular: '11912345678', funcionarioId: null })
  })

  it("[AUTH-089][mock] refuses the CPF of an employee who is not the account's (no identity claim by CPF)", async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const outro = db.funcionarios.find((f) => f.ativo && !db.usuarios.some((u) => u.cpf === f.cpf))!
    const response = await call(path, { method: 'PUT', as: 'novo', dbKey, body: { cpf: outro.cpf, celular: '11912345678' } })
    expect(response.status).toBe(409)
    expect(db.usuarios.find((u) => u.username === 'novo')).toMatchObject({ cpf: null, funcionarioId: null })
    const cartao = await call(`/api/cartaoponto?funcionarioId=${outro.id}&competenciaId=13`, { as: 'novo', dbKey })
    expect(cartao.status).toBe(403)
  })

  it('an employee registered later with the CPF an account declared is not that account’s: no card, no clock-in', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    expect((await call(path, { method: 'PUT', as: 'novo', dbKey, body: { cpf: '12345678909', celular: '11912345678' } })).status).toBe(204)
    const contratada = { ...db.funcionarios.find((f) => f.ativo)!, id: 9001, cpf: '12345678909', nome: 'Nova Contratada' }
    db.funcionarios.push(contratada)
    expect((await call(`/api/cartaoponto?funcionarioId=${contratada.id}&competenciaId=13`, { as: 'novo', dbKey })).status).toBe(403)
    const relogio = await call('/api/relogio/registrar', { method: 'POST', as: 'novo', dbKey })
    expect(relogio.status).toBeGreaterThanOrEqual(400)
    expect(db.marcacoes.some((m) => m.funcionarioId === contratada.id)).toBe(false)
  })

  it('keeps the CPF an account already has: changing it is for the administrator', async () => {
    const dbKey = freshDb()
    const response = await call(path, { method: 'PUT', as: 'funcionario', dbKey, body: { cpf: '93541134780', celular: '11900001111' } })
    expect(response.status).toBe(403)
    expect(dbFor(dbKey).usuarios.some((u) => u.cpf === '93541134780')).toBe(false)
  })

  it('answers 400, not 500, to a value nested a hundred thousand levels deep or a megabyte long, echoing neither', async () => {
    const dbKey = freshDb()
    const fundo = `{"cpf":${'['.repeat(100_000)}${']'.repeat(100_000)},"celular":"11912345678"}`
    const resposta = await call(path, { method: 'PUT', as: 'novo', dbKey, body: fundo })
    expect(resposta.status).toBe(400)
    expect(await resposta.json()).toEqual({ errors: [expect.objectContaining({ property: 'cpf', invalidValue: null })] })
    const longo = await call(path, { method: 'PUT', as: 'novo', dbKey, body: { cpf: '9'.repeat(1_000_000), celular: '11912345678' } })
    expect(longo.status).toBe(400)
    expect((await longo.text()).length).toBeLessThan(2_000)
  })

  it('answers 400 with Spring validation errors for an invalid CPF and celular, changing nothing', async () => {
    const dbKey = freshDb()
    const response = await call(path, { method: 'PUT', as: 'novo', dbKey, body: { cpf: '12345678900', celular: '1191234' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [
      { entity: 'Usuario', property: 'cpf', message: MSG_CPF_INVALIDO, invalidValue: '12345678900' },
      { entity: 'Usuario', property: 'celular', message: MSG_CELULAR_INVALIDO, invalidValue: '1191234' },
    ] })
    const onlyCelular = await call(path, { method: 'PUT', as: 'novo', dbKey, body: { cpf: '93541134780', celular: '' } })
    expect((await onlyCelular.json()).errors.map((e: { property: string }) => e.property)).toEqual(['celular'])
    expect(dbFor(dbKey).usuarios.find((u) => u.username === 'novo')).toMatchObject({ cpf: null, celular: null })
  })

  it('[AUTH-089][mock] answers 409 when another account already has the CPF', async () => {
    const dbKey = freshDb()
    const response = await call(path, { method: 'PUT', as: 'novo', dbKey, body: { cpf: '52998224725', celular: '11912345678' } })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ status: 409, error: 'Conflict', path })
    expect(dbFor(dbKey).usuarios.find((u) => u.username === 'novo')?.cpf).toBeNull()
  })

  it('lets an account save its own CPF again', async () => {
    const response = await call(path, { method: 'PUT', as: 'funcionario', dbKey: freshDb(), body: { cpf: '52998224725', celular: '11900001111' } })
    expect(response.status).toBe(204)
  })

  it('answers 401 without a token', async () => {
    expect((await call(path, { method: 'PUT', dbKey: freshDb(), body: { cpf: '52998224725', celular: '11912345678' } })).status).toBe(401)
  })
})

describe('POST /api/usuarios/reset-password', () => {
  it('[AUTH-007][mock] answers 204 for a logged-in user and 401 otherwise', async () => {
    const dbKey = freshDb()
    expect((await call('/api/usuarios/reset-password', { method: 'POST', as: 'rh', dbKey })).status).toBe(204)
    expect((await call('/api/usuarios/reset-password', { method: 'POST', dbKey })).status).toBe(401)
  })
})
