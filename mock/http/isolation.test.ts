import { afterEach, describe, expect, it } from 'vitest'
import { createDb } from '../db/index'
import { DB_HEADER, db, dbFor, dbKey, hasDb, mockToday, resetDb, setDbLimit } from './isolation'

function request(key?: string): Request {
  return new Request('http://localhost/api/x', key ? { headers: { [DB_HEADER]: key } } : {})
}

describe('isolation', () => {
  const original = process.env.PONTO_TODAY
  afterEach(() => {
    if (original === undefined) delete process.env.PONTO_TODAY
    else process.env.PONTO_TODAY = original
  })

  it('reads the key from x-ponto-db, "default" when absent or blank', () => {
    expect(dbKey(request('teste-1'))).toBe('teste-1')
    expect(dbKey(request())).toBe('default')
    expect(dbKey(new Request('http://localhost/', { headers: { [DB_HEADER]: '  ' } }))).toBe('default')
  })

  it('ignores x-ponto-db unless the server was started for tests: npm start has one database', () => {
    const control = process.env.PONTO_TEST_CONTROL
    try {
      delete process.env.PONTO_TEST_CONTROL
      expect(dbKey(request('outro-banco'))).toBe('default')
      expect(db(request('outro-banco'))).toBe(dbFor('default'))
    } finally {
      process.env.PONTO_TEST_CONTROL = control
    }
  })

  it('gives each key its own database and keeps it between requests', () => {
    const a = db(request('iso-a'))
    const b = db(request('iso-b'))
    expect(a).not.toBe(b)
    a.usuarios[0]!.name = 'Alterado em A'
    expect(db(request('iso-a')).usuarios[0]!.name).toBe('Alterado em A')
    expect(b.usuarios[0]!.name).not.toBe('Alterado em A')
  })

  it('every new database is the seed of the day, and a change to one reaches no other, not even a nested row', () => {
    process.env.PONTO_TODAY = '2026-11-16'
    const a = dbFor('iso-seed-a')
    a.funcionarios[0]!.cargos[0]!.inicio = '1999-01-01'
    a.feriados.length = 0
    const b = dbFor('iso-seed-b')
    expect(b).toEqual(createDb({ today: mockToday() }))
    expect(b.funcionarios[0]!.cargos[0]!.inicio).not.toBe('1999-01-01')
    process.env.PONTO_TODAY = '2026-12-16'
    expect(dbFor('iso-seed-c').today).toEqual(new Date(2026, 11, 16, 12))
  })

  it('resetDb seeds the key again', () => {
    dbFor('iso-reset').usuarios.length = 0
    expect(dbFor('iso-reset').usuarios).toHaveLength(0)
    resetDb('iso-reset')
    expect(dbFor('iso-reset').usuarios.length).toBeGreaterThan(0)
  })

  it('evicts the least recently used database past the limit', () => {
    const restore = setDbLimit(3)
    try {
      const kept = dbFor('iso-lru-kept')
      dbFor('iso-lru-dropped').usuarios.length = 0
      dbFor('iso-lru-1')
      dbFor('iso-lru-kept')
      dbFor('iso-lru-2')
      expect(hasDb('iso-lru-dropped')).toBe(false)
      expect(dbFor('iso-lru-kept')).toBe(kept)
      expect(dbFor('iso-lru-dropped').usuarios.length).toBeGreaterThan(0)
    } finally {
      restore()
    }
  })

  it('mockToday is PONTO_TODAY at noon local time, else now', () => {
    process.env.PONTO_TODAY = '2026-11-16'
    const pinned = mockToday()
    expect([pinned.getFullYear(), pinned.getMonth(), pinned.getDate(), pinned.getHours()]).toEqual([2026, 10, 16, 12])
    delete process.env.PONTO_TODAY
    expect(Math.abs(mockToday().getTime() - Date.now())).toBeLessThan(1000)
    process.env.PONTO_TODAY = '16/11/2026'
    expect(() => mockToday()).toThrow(/PONTO_TODAY/)
  })
})
