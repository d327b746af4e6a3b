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

describe('POST /api/motivos', () => {
  const criar = (dbKey: string, as: 'rh' | 'supervisor' | 'funcionario', body: unknown) =>
    call('/api/motivos', { method: 'POST', as, dbKey, body })

  it('[TC-192] HR creates an active reason, which the active-reason searches then offer', async () => {
    const dbKey = freshDb()
    const resposta = await criar(dbKey, 'rh', { descricao: 'Consulta odontológica', ativo: true })
    expect(resposta.status).toBe(201)
    const motivo = (await resposta.json()) as Motivo
    expect(motivo).toMatchObject({ descricao: 'Consulta odontológica', ativo: true })
    const busca = await (await call('/api/motivos/search/fulltext-ativos?text=odontol', { as: 'rh', dbKey })).json()
    expect(busca._embedded.motivos).toEqual([motivo])
  })

  it('[TC-193] a user without rh (nor the reason register) gets 403 and nothing is created', async () => {
    const dbKey = freshDb()
    const antes = dbFor(dbKey).motivos.length
    expect((await criar(dbKey, 'funcionario', { descricao: 'Qualquer' })).status).toBe(403)
    expect(dbFor(dbKey).motivos).toHaveLength(antes)
  })

  it('answers a blank description with a Spring validation error on descricao', async () => {
    const dbKey = freshDb()
    const resposta = await criar(dbKey, 'rh', { descricao: '  ' })
    expect(resposta.status).toBe(400)
    expect((await resposta.json()).errors).toEqual([
      { entity: 'Motivo', property: 'descricao', invalidValue: '  ', message: 'não deve estar em branco' },
    ])
  })
})
