import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

type Motivo = { id: number; descricao: string; ativo: boolean }

describe('motivo lookups', () => {
  it('[REG-052][TC-191] /search/ativos lists only the active reasons (HAL rel motivos)', async () => {
    const dbKey = freshDb()
    const body = await (await call('/api/motivos/search/ativos', { as: 'rh', dbKey })).json()
    const motivos: Motivo[] = body._embedded.motivos
    expect(motivos).toHaveLength(dbFor(dbKey).motivos.filter((m) => m.ativo).length)
    expect(motivos.every((m) => m.ativo)).toBe(true)
    expect(motivos.map((m) => m.descricao)).not.toContain('Greve')
    expect(motivos.map((m) => m.descricao)).toContain('Atestado médico')
    dbFor(dbKey).motivos.find((m) => m.descricao === 'Atestado médico')!.ativo = false
    const depois = await (await call('/api/motivos/search/ativos', { as: 'rh', dbKey })).json()
    expect(depois._embedded.motivos.map((m: Motivo) => m.descricao)).not.toContain('Atestado médico')
  })

  it('[REG-053][TC-191] /search/fulltext-ativos?text searches the active reasons only', async () => {
    const dbKey = freshDb()
    const banco = await (await call('/api/motivos/search/fulltext-ativos?text=banco', { as: 'rh', dbKey })).json()
    expect(banco._embedded.motivos.map((m: Motivo) => m.descricao))
      .toEqual(['Credito Banco de Dias', 'Credito Banco de Horas', 'Debito Banco de Dias', 'Debito Banco de Horas'])
    expect(banco.page.totalElements).toBe(4)
    const greve = await (await call('/api/motivos/search/fulltext-ativos?text=greve', { as: 'rh', dbKey })).json()
    expect(greve._embedded.motivos).toEqual([])
  })
})
