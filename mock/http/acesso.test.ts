import { describe, expect, it } from 'vitest'
import { call, freshDb } from '../handlers/lib/test-client'
import { dbFor } from './isolation'

describe('who may call what', () => {
  it.each([
    ['/api/banco-horas/lancamentos', 'lancamentosBancoHoras'],
    ['/api/banco-dias/lancamentos', 'lancamentosBancoDias'],
    ['/api/escalas', 'escalas'],
  ] as const)("a plain employee reads only their own rows of %s, and no one else's by id", async (path, tabela) => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const proprio = db.usuarios.find((u) => u.username === '52998224725')!.funcionarioId!
    const linhas = db[tabela] as { id: number; funcionarioId: number }[]
    const alheia = linhas.find((l) => l.funcionarioId !== proprio)
    expect(alheia, `o seed deve ter ${tabela} de outra pessoa`).toBeDefined()
    const lista = await call(`${path}?size=2000`, { as: 'funcionario', dbKey })
    expect(lista.status).toBe(200)
    const corpo = (await lista.json()) as { content?: { id: number }[]; _embedded?: Record<string, { id: number }[]> }
    const ids = (corpo.content ?? Object.values(corpo._embedded ?? {})[0] ?? []).map((r) => r.id)
    expect(ids.every((id) => linhas.find((l) => l.id === id)?.funcionarioId === proprio)).toBe(true)
    expect((await call(`${path}/${alheia!.id}`, { as: 'funcionario', dbKey })).status).toBe(404)
    expect((await call(`${path}/${alheia!.id}`, { as: 'rh', dbKey })).status).toBe(200)
  })
})
