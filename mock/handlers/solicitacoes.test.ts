import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface Row { id: number; funcionario: { id: number; nome: string }; status: string; inicio: string; fim: string;
  tipoSolicitacao: { id: number; descricao: string }; tipo: { motivo: { id: number } } }
interface Page { content: Row[]; totalElements: number; totalPages: number; size: number; number: number; first: boolean; last: boolean }

async function list(query: string, as: string, dbKey: string): Promise<Page> {
  const response = await call(`/api/solicitacao${query}`, { as, dbKey })
  expect(response.status).toBe(200)
  return response.json()
}

describe('GET /api/solicitacao', () => {
  it('[REQ-003][REQ-004] lists only the user own requests by default, as a Spring page', async () => {
    const dbKey = freshDb()
    const page = await list('', 'funcionario', dbKey)
    const proprias = dbFor(dbKey).solicitacoes.filter((s) => s.funcionarioId === 1)
    expect(page).toMatchObject({ totalElements: proprias.length, number: 0, size: 20, first: true, last: true })
    expect(page.content.every((r) => r.funcionario.id === 1)).toBe(true)
    expect(page.content[0]).toMatchObject({
      funcionario: { nome: 'Fernanda Funcionária' }, status: 'PENDENTE', tipoSolicitacao: { descricao: 'Incluir marcação' },
      tipo: { motivo: { id: 102 } }, horas: '08:02', observacaoSolicitante: expect.any(String), motivo: { id: 102 }, bancoDias: null,
    })
    expect(page.content.map((r) => r.inicio)).toEqual([...page.content.map((r) => r.inicio)].sort().reverse())
  })

  it('[REQ-004] filters by status, period and search and pages the result', async () => {
    const dbKey = freshDb()
    const pendentes = await list('?escopo=TODOS&status=PENDENTE', 'rh', dbKey)
    expect(pendentes.content.length).toBeGreaterThan(3)
    expect(pendentes.content.every((r) => r.status === 'PENDENTE')).toBe(true)
    const outubro = await list('?escopo=TODOS&inicio=2026-10-01&fim=2026-10-31', 'rh', dbKey)
    expect(outubro.content.length).toBeGreaterThan(0)
    expect(outubro.content.every((r) => r.fim >= '2026-10-01' && r.inicio <= '2026-10-31')).toBe(true)
    const fernanda = await list('?escopo=TODOS&search=fernanda', 'rh', dbKey)
    expect(fernanda.content.map((r) => r.funcionario.nome)).toEqual(['Fernanda Funcionária', 'Fernanda Funcionária', 'Fernanda Funcionária'])
    const page1 = await list('?escopo=TODOS&size=5&page=1', 'rh', dbKey)
    expect(page1).toMatchObject({ size: 5, number: 1, first: false, totalElements: dbFor(dbKey).solicitacoes.length })
    expect(page1.content).toHaveLength(5)
  })

  it('[HOME-011] gives the pending requests to approve in a competence, all departments for HR', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const atual = db.competencias.at(-1)!
    const page = await list(`?search=&escopo=PARA_DEFERIMENTO&competencia=${atual.id}`, 'rh', dbKey)
    const esperadas = db.solicitacoes.filter((s) => s.status === 'PENDENTE' && s.inicio >= atual.inicio && s.funcionarioId !== 2)
    expect(page.content.map((r) => r.id).sort()).toEqual(esperadas.map((s) => s.id).sort())
    expect(page.content.every((r) => r.status === 'PENDENTE')).toBe(true)
    const anterior = await list(`?escopo=PARA_DEFERIMENTO&competencia=${atual.id - 1}`, 'rh', dbKey)
    expect(anterior.totalElements).toBe(0)
    const porMesAno = await list(`?escopo=PARA_DEFERIMENTO&competencia=${encodeURIComponent(atual.descricaoCurta)}`, 'rh', dbKey)
    expect(porMesAno.totalElements).toBe(page.totalElements)
  })

  it('[HOME-011] limits a responsible user to the requests of their departments, excluding their own', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const page = await list('?escopo=PARA_DEFERIMENTO', 'responsavel', dbKey)
    expect(page.content.length).toBeGreaterThan(0)
    for (const row of page.content) {
      const f = db.funcionarios.find((x) => x.id === row.funcionario.id)!
      expect([1, 2]).toContain(f.departamentos.at(-1)!.departamentoId)
      expect(f.id).not.toBe(3)
    }
    const todas = await list('?escopo=PARA_DEFERIMENTO', 'admin', dbKey)
    expect(todas.totalElements).toBeGreaterThan(page.totalElements)
  })

  it('updates with the data: a decided request leaves the approval list', async () => {
    const dbKey = freshDb()
    const before = await list('?escopo=PARA_DEFERIMENTO', 'rh', dbKey)
    dbFor(dbKey).solicitacoes.find((s) => s.id === before.content[0]!.id)!.status = 'DEFERIDA'
    expect((await list('?escopo=PARA_DEFERIMENTO', 'rh', dbKey)).totalElements).toBe(before.totalElements - 1)
  })

  it('refuses the approval scopes without front_solicitacao_aprovar (403), unknown values (400) and anonymous calls (401)', async () => {
    const dbKey = freshDb()
    expect((await call('/api/solicitacao?escopo=PARA_DEFERIMENTO', { as: 'funcionario', dbKey })).status).toBe(403)
    expect((await call('/api/solicitacao', { as: 'supervisor', dbKey })).status).toBe(403)
    expect((await call('/api/solicitacao?escopo=OUTRO', { as: 'rh', dbKey })).status).toBe(400)
    expect((await call('/api/solicitacao?status=ABERTA', { as: 'rh', dbKey })).status).toBe(400)
    expect((await call('/api/solicitacao?competencia=999', { as: 'rh', dbKey })).status).toBe(400)
    expect((await call('/api/solicitacao', { dbKey })).status).toBe(401)
  })

  it('gives an empty page to an account without employee', async () => {
    const page = await list('', 'novo', freshDb())
    expect(page).toMatchObject({ content: [], totalElements: 0, empty: true })
  })
})
