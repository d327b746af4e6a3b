import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/empresas/search/first', () => {
  it('[REG-016] gives the company of the user employee with codigo, nome, brasao and endereco', async () => {
    const dbKey = freshDb()
    const empresa = await (await call('/api/empresas/search/first', { as: 'funcionario', dbKey })).json()
    expect(empresa).toMatchObject({ id: 1, codigo: 1, nome: 'Prefeitura Municipal de Santa Aurora', brasao: null, endereco: { cidade: 'Santa Aurora' } })
    const db = dbFor(dbKey)
    db.usuarios.find((u) => u.username === 'rh')!.funcionarioId = db.funcionarios.find((f) => f.empresaId === 2)!.id
    expect(await (await call('/api/empresas/search/first', { as: 'rh', dbKey })).json()).toMatchObject({ id: 2, nome: 'Aurora Serviços Ltda' })
  })

  it('falls back to the first company by codigo for an account without employee', async () => {
    const dbKey = freshDb()
    dbFor(dbKey).empresas.reverse()
    const empresa = await (await call('/api/empresas/search/first', { as: 'admin', dbKey })).json()
    expect(empresa.codigo).toBe(1)
  })
})

describe('GET /api/empresas/search/fulltext', () => {
  it('[TC-034] answers HAL (rel empresas) by codigo, matching names and CNPJ', async () => {
    const dbKey = freshDb()
    const todas = await (await call('/api/empresas/search/fulltext', { as: 'rh', dbKey })).json()
    expect(todas._embedded.empresas.map((e: { nome: string }) => e.nome)).toEqual(['Prefeitura Municipal de Santa Aurora', 'Aurora Serviços Ltda'])
    expect(todas.page).toEqual({ size: 20, totalElements: 2, totalPages: 1, number: 0 })
    const porNome = await (await call('/api/empresas/search/fulltext?text=servicos', { as: 'rh', dbKey })).json()
    expect(porNome._embedded.empresas).toMatchObject([{ id: 2, codigo: 2 }])
    const cnpj = dbFor(dbKey).empresas[0]!.cnpj
    const porCnpj = await (await call(`/api/empresas/search/fulltext?text=${cnpj.slice(0, 8)}`, { as: 'rh', dbKey })).json()
    expect(porCnpj._embedded.empresas).toMatchObject([{ id: 1 }])
  })
})
