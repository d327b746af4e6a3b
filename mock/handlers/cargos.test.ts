import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/cargos/search/fulltext', () => {
  it('[TC-034][mock] answers HAL (rel cargos) with descricaoComCodigo, matching text without accents', async () => {
    const body = await (await call('/api/cargos/search/fulltext?text=tecnico', { as: 'rh', dbKey: freshDb() })).json()
    expect(body._embedded.cargos.map((c: { descricaoComCodigo: string }) => c.descricaoComCodigo))
      .toEqual(['005 - Técnico de Enfermagem', '016 - Técnico de Manutenção'])
    expect(body.page).toEqual({ size: 20, totalElements: 2, totalPages: 1, number: 0 })
  })

  it('[TC-034][mock] pages and sorts as asked', async () => {
    const body = await (await call('/api/cargos/search/fulltext?page=1&size=5&sort=codigo,desc', { as: 'rh', dbKey: freshDb() })).json()
    expect(body.page).toEqual({ size: 5, totalElements: 16, totalPages: 4, number: 1 })
    expect(body._embedded.cargos.map((c: { codigo: string }) => c.codigo)).toEqual(['011', '010', '009', '008', '007'])
  })
})

describe('the position register (crud)', () => {
  it('[REG-060][REG-061][mock] reads a position with its projection and lists those employees hold', async () => {
    const dbKey = freshDb()
    const cargo = await (await call('/api/cargos/1?projection=details', { as: 'admin', dbKey })).json()
    expect(Object.keys(cargo).sort()).toEqual(['codigo', 'descricao', 'descricaoComCodigo', 'id'])
    const com = await (await call('/api/cargos/search/com-funcionarios?size=100', { as: 'admin', dbKey })).json()
    expect(com.page.totalElements).toBeGreaterThan(0)
    expect(com.page.totalElements).toBeLessThanOrEqual(16)
  })

  it('creates, renames (descricaoComCodigo follows) and refuses a repeated code', async () => {
    const dbKey = freshDb()
    const novo = await call('/api/cargos', { method: 'POST', as: 'admin', dbKey, body: { codigo: '900', descricao: 'Auditor' } })
    expect(novo.status).toBe(201)
    const { id } = await novo.json()
    const mudado = await call('/api/cargos', { method: 'POST', as: 'admin', dbKey, body: { id, codigo: '900', descricao: 'Auditor fiscal' } })
    expect((await mudado.json()).descricaoComCodigo).toBe('900 - Auditor fiscal')
    const repetido = await call('/api/cargos', { method: 'POST', as: 'admin', dbKey, body: { codigo: '900', descricao: 'Outro' } })
    expect(repetido.status).toBe(400)
    expect((await repetido.json()).errors).toEqual([
      { entity: 'Cargo', property: 'codigo', invalidValue: '900', message: 'já existe um cargo com este código' },
    ])
    // Characters that show nothing do not make a code different, nor a text filled.
    const invisivel = await call('/api/cargos', { method: 'POST', as: 'admin', dbKey, body: { codigo: '900\u200B', descricao: 'Auditor' } })
    expect((await invisivel.json()).errors).toEqual([expect.objectContaining({ property: 'codigo', message: 'já existe um cargo com este código' })])
    for (const descricao of ['\u200B', '\u202E\u200F', '\uFEFF ']) {
      const vazio = await call('/api/cargos', { method: 'POST', as: 'admin', dbKey, body: { codigo: '901', descricao } })
      expect((await vazio.json()).errors, JSON.stringify(descricao)).toEqual([expect.objectContaining({ property: 'descricao' })])
    }
    expect((await call(`/api/cargos/${id}`, { method: 'DELETE', as: 'admin', dbKey })).status).toBe(204)
  })

  it('keeps a position employees hold (409) and needs front_cargo to write (403)', async () => {
    const dbKey = freshDb()
    expect((await call('/api/cargos/1', { method: 'DELETE', as: 'admin', dbKey })).status).toBe(409)
    expect((await call('/api/cargos', { method: 'POST', as: 'supervisor', dbKey, body: { codigo: '1', descricao: 'x' } })).status).toBe(403)
  })
})
