import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface Item { name: string; total: number; tipo: string; descricao: string; route: string }

describe('GET /api/funcionarios/notificacoes', () => {
  it('counts active, time-controlling employees without schedule and without matricula', async () => {
    const dbKey = freshDb()
    const items: Item[] = await (await call('/api/funcionarios/notificacoes', { as: 'rh', dbKey })).json()
    const byName = Object.fromEntries(items.map((i) => [i.name, i]))
    expect(byName.semQuadroHoras).toMatchObject({ total: 3, tipo: 'AVISO', route: '/funcionario?semQuadroHoras=true&ativo=true&controlaPonto=true' })
    expect(byName.semMatricula).toMatchObject({ total: 2, tipo: 'AVISO', route: '/funcionario?semMatricula=true&ativo=true&controlaPonto=true' })

    const db = dbFor(dbKey)
    const semQuadro = db.funcionarios.find((f) => f.ativo && f.controlaPonto && f.quadrosHorario.length === 0)!
    semQuadro.quadrosHorario.push({ id: 99999, inicio: semQuadro.admissao, fim: null, horarioId: 1 })
    db.funcionarios.find((f) => f.ativo && !f.matricula)!.matricula = '100999'
    const after: Item[] = await (await call('/api/funcionarios/notificacoes', { as: 'rh', dbKey })).json()
    expect(after.map((i) => [i.name, i.total])).toEqual([['semQuadroHoras', 2], ['semMatricula', 1]])
  })

  it('still lists the items, with total 0, to users who cannot see employees', async () => {
    const items: Item[] = await (await call('/api/funcionarios/notificacoes', { as: 'funcionario', dbKey: freshDb() })).json()
    expect(items.map((i) => [i.name, i.total])).toEqual([['semQuadroHoras', 0], ['semMatricula', 0]])
  })
})

describe('system notifications', () => {
  it('[HOME-025][mock] lists unread notifications with id, name, total, tipo, descricao, text, className, dataHora and stackTrace', async () => {
    const items = await (await call('/api/notificacoes', { as: 'admin', dbKey: freshDb() })).json()
    expect(items).toHaveLength(3)
    expect(items[0]).toEqual({
      id: 1, name: 'importacaoAfd', total: 1, tipo: 'ERRO', descricao: 'Falha na importação do AFD', text: expect.any(String),
      className: null, dataHora: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/), stackTrace: expect.stringContaining('Exception'),
    })
  })

  it('[HOME-023][mock] marks one notification as read, for real', async () => {
    const dbKey = freshDb()
    const response = await call('/api/notificacoes/2/markasread', { method: 'POST', as: 'rh', dbKey })
    expect(response.status).toBe(204)
    const items = await (await call('/api/notificacoes', { as: 'rh', dbKey })).json()
    expect(items.map((i: { id: number }) => i.id)).toEqual([1, 3])
    expect((await call('/api/notificacoes/404/markasread', { method: 'POST', as: 'rh', dbKey })).status).toBe(404)
  })

  it('[HOME-024][mock] marks all notifications as read', async () => {
    const dbKey = freshDb()
    expect((await call('/api/notificacoes/markallread', { method: 'POST', as: 'admin', dbKey })).status).toBe(204)
    expect(await (await call('/api/notificacoes', { as: 'admin', dbKey })).json()).toEqual([])
  })

  it('[HOME-023][HOME-024][mock] marking read is for the one who marks: the other administrators and HR users still see them', async () => {
    const dbKey = freshDb()
    const ids = async (as: string) => ((await (await call('/api/notificacoes', { as, dbKey })).json()) as { id: number }[]).map((n) => n.id)
    expect((await call('/api/notificacoes/2/markasread', { method: 'POST', as: 'admin', dbKey })).status).toBe(204)
    expect((await call('/api/notificacoes/markallread', { method: 'POST', as: 'rh', dbKey })).status).toBe(204)
    expect(await ids('rh')).toEqual([])
    expect(await ids('admin')).toEqual([1, 3])
  })

  it('shows system notifications only to administrators and HR, and lets only them mark them', async () => {
    const dbKey = freshDb()
    expect(await (await call('/api/notificacoes', { as: 'funcionario', dbKey })).json()).toEqual([])
    expect((await call('/api/notificacoes/markallread', { method: 'POST', as: 'supervisor', dbKey })).status).toBe(403)
    expect((await call('/api/notificacoes', { dbKey })).status).toBe(401)
    expect(dbFor(dbKey).notificacoes.every((n) => !n.lida)).toBe(true)
  })
})
