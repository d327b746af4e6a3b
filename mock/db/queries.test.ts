import { deserialize, serialize } from 'node:v8'
import { describe, expect, it } from 'vitest'
import { createDb } from './index'
import { idsDe, idsDeVinculos, nextId } from './queries'

const TODAY = new Date(2026, 10, 16)

describe('nextId (id sequences)', () => {
  it('never gives again the id of a deleted row, even the last one', () => {
    const db = createDb({ today: TODAY })
    const maior = Math.max(...db.motivos.map((m) => m.id))
    const id = nextId(db, db.motivos)
    expect(id).toBe(maior + 1)
    db.motivos.push({ ...db.motivos[0]!, id })
    db.motivos.splice(db.motivos.findIndex((m) => m.id === id), 1)
    expect(nextId(db, db.motivos)).toBe(id + 1)
  })

  it('starts above the seeded rows: a seeded row deleted before any new one keeps its id to itself', () => {
    const db = createDb({ today: TODAY })
    const ultimo = db.fechamentos.reduce((a, b) => (a.id > b.id ? a : b))
    db.fechamentos.splice(db.fechamentos.indexOf(ultimo), 1)
    expect(nextId(db, db.fechamentos)).toBe(ultimo.id + 1)
    const vinculos = db.funcionarios.flatMap((f) => f.cargos)
    const maior = Math.max(...vinculos.map((v) => v.id))
    for (const f of db.funcionarios) f.cargos = f.cargos.filter((v) => v.id !== maior)
    expect(idsDeVinculos(db, 'cargos')()).toBe(maior + 1)
  })

  it('keeps the sequence in the database: a saved and reloaded database goes on from it', () => {
    const db = createDb({ today: TODAY })
    const id = nextId(db, db.fechamentos)
    const lido = deserialize(serialize(db)) as typeof db
    expect(nextId(lido, lido.fechamentos)).toBe(id + 1)
  })

  it('goes above rows added with their own id, and starts a named sequence of a nested list at `primeiro`', () => {
    const db = createDb({ today: TODAY })
    const proximo = idsDe(db, [], { sequencia: 'teste', primeiro: 1001 })
    expect([proximo(), proximo()]).toEqual([1001, 1002])
    expect(nextId(db, [{ id: 5000 }], { sequencia: 'teste' })).toBe(5001)
    expect(() => nextId(db, [{ id: 1 }])).toThrow(/nome da sequência/)
  })
})
