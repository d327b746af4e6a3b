import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { serialize } from 'node:v8'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDb, type Db } from './index'
import { createPersister, DB_FORMAT_VERSION, defaultDataFile, loadDb, saveDb } from './persist'
import {
  DB_HEADER,
  DEFAULT_DB_KEY,
  dbFor,
  dbKey,
  disablePersistence,
  enablePersistence,
  flushPersistence,
  mockToday,
  resetDb,
  schedulePersist,
} from '../http/isolation'
import { startMockServer } from '../server'

const TODAY = new Date(2026, 10, 16, 12)
const seededName = createDb({ today: mockToday() }).usuarios[0]!.name

let dir: string
let file: string

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ponto-persist-'))
  file = path.join(dir, 'default.v8')
})

afterEach(async () => {
  await flushPersistence()
  disablePersistence()
  resetDb(DEFAULT_DB_KEY)
  vi.restoreAllMocks()
  await rm(dir, { recursive: true, force: true })
})

function silenceWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {})
}

async function savedWithName(name: string): Promise<Db> {
  const db = createDb({ today: TODAY })
  db.usuarios[0]!.name = name
  await saveDb(file, db)
  return db
}

/** Forgets the in-memory default database, as a new process would. */
function restart(options: { reset?: boolean } = {}): Db {
  resetDb(DEFAULT_DB_KEY)
  enablePersistence({ file, ...options })
  return dbFor(DEFAULT_DB_KEY)
}

describe('saveDb and loadDb', () => {
  it('round-trip the whole database, Dates included', async () => {
    const db = createDb({ today: TODAY })
    db.usuarios[0]!.name = 'Nome alterado'
    await saveDb(file, db)
    const loaded = loadDb(file)
    expect(loaded).toEqual(db)
    expect(loaded?.today).toBeInstanceOf(Date)
    expect(loaded?.today.getTime()).toBe(TODAY.getTime())
  })

  it('create the missing directory and leave no temporary file behind', async () => {
    const nested = path.join(dir, 'a', 'b', 'default.v8')
    await saveDb(nested, createDb({ today: TODAY }))
    expect(loadDb(nested)?.today.getTime()).toBe(TODAY.getTime())
    expect(existsSync(`${nested}.tmp`)).toBe(false)
  })

  it('answer nothing, silently, when there is no file', () => {
    const warn = silenceWarnings()
    expect(loadDb(file)).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })

  it('ignore a corrupt file, a file of another version and an unreadable one, with one warning each', async () => {
    const warn = silenceWarnings()
    await saveDb(file, createDb({ today: TODAY }))
    const valid = readFileSync(file)
    await writeFile(file, valid.subarray(0, Math.floor(valid.length / 2)))
    expect(loadDb(file)).toBeUndefined()
    await writeFile(file, serialize({ version: DB_FORMAT_VERSION + 1, db: createDb({ today: TODAY }) }))
    expect(loadDb(file)).toBeUndefined()
    await writeFile(file, serialize({ something: 'else' }))
    expect(loadDb(file)).toBeUndefined()
    expect(loadDb(dir)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(4)
    expect(warn.mock.calls.map(([message]) => String(message).split('\n').length)).toEqual([1, 1, 1, 1])
    expect(warn.mock.calls[1]![0]).toContain(`versão ${DB_FORMAT_VERSION + 1}`)
  })

  it('load the last complete file when a crash left a temporary one', async () => {
    await savedWithName('Antes da queda')
    await writeFile(`${file}.tmp`, 'metade de uma escrita')
    expect(loadDb(file)?.usuarios[0]!.name).toBe('Antes da queda')
    await savedWithName('Depois da queda')
    expect(loadDb(file)?.usuarios[0]!.name).toBe('Depois da queda')
    expect(existsSync(`${file}.tmp`)).toBe(false)
  })
})

describe('createPersister', () => {
  it('coalesces writes: never two at once, and the last state reaches the disk', async () => {
    let inFlight = 0
    let maxInFlight = 0
    let writes = 0
    const slowSave = async (target: string, db: Db) => {
      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      writes++
      await new Promise((resolve) => setTimeout(resolve, 20))
      await saveDb(target, db)
      inFlight--
    }
    const persister = createPersister(file, slowSave)
    const db = createDb({ today: TODAY })
    for (let i = 1; i <= 10; i++) {
      db.usuarios[0]!.name = `Versão ${i}`
      persister.schedule(db)
      await new Promise((resolve) => setTimeout(resolve, 3))
    }
    await persister.flush()
    expect(loadDb(file)?.usuarios[0]!.name).toBe('Versão 10')
    expect(maxInFlight).toBe(1)
    expect(writes).toBeGreaterThanOrEqual(2)
    expect(writes).toBeLessThan(10)
  })

  it('warns and keeps going when a write fails', async () => {
    const warn = silenceWarnings()
    let calls = 0
    const persister = createPersister(file, async (target, db) => {
      if (++calls === 1) throw new Error('disco cheio')
      await saveDb(target, db)
    })
    const db = createDb({ today: TODAY })
    persister.schedule(db)
    await persister.flush()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('disco cheio'))
    persister.schedule(db)
    await persister.flush()
    expect(loadDb(file)?.today.getTime()).toBe(TODAY.getTime())
  })
})

describe('persistence of the default database', () => {
  it('keeps a change to the default database across a restart', async () => {
    restart().usuarios[0]!.name = 'Alterado antes de reiniciar'
    schedulePersist(DEFAULT_DB_KEY)
    await flushPersistence()
    expect(restart().usuarios[0]!.name).toBe('Alterado antes de reiniciar')
  })

  it('a file saved before closed months kept their registers gives each closed month the registers it loads with', async () => {
    const db = createDb({ today: TODAY })
    delete db.congelamentos
    await saveDb(file, db)
    const carregado = restart()
    const fechadas = carregado.competencias.filter((c) => c.fechada).map((c) => c.id)
    expect(fechadas.length).toBeGreaterThan(0)
    expect(carregado.congelamentos?.flatMap((c) => c.competenciaIds).sort((a, b) => a - b)).toEqual(fechadas)
  })

  it('seeds and writes the file at first access when it is absent', async () => {
    expect(restart().usuarios[0]!.name).toBe(seededName)
    await flushPersistence()
    expect(loadDb(file)?.usuarios[0]!.name).toBe(seededName)
  })

  it('reseeds and overwrites the file with reset', async () => {
    await savedWithName('Dado antigo')
    expect(restart({ reset: true }).usuarios[0]!.name).toBe(seededName)
    await flushPersistence()
    expect(loadDb(file)?.usuarios[0]!.name).toBe(seededName)
  })

  it('reseeds over a corrupt file, with a warning', async () => {
    const warn = silenceWarnings()
    await writeFile(file, 'isto não é um banco')
    expect(restart().usuarios[0]!.name).toBe(seededName)
    expect(warn).toHaveBeenCalledTimes(1)
    await flushPersistence()
    expect(loadDb(file)?.usuarios[0]!.name).toBe(seededName)
  })

  it('never reads nor writes the databases of other keys', async () => {
    await savedWithName('Só do banco padrão')
    const before = statSync(file).mtimeMs
    enablePersistence({ file })
    const other = dbFor('persist-outro-banco')
    expect(other.usuarios[0]!.name).toBe(seededName)
    other.usuarios[0]!.name = 'Mudança isolada'
    schedulePersist('persist-outro-banco')
    await flushPersistence()
    expect(statSync(file).mtimeMs).toBe(before)
    expect(loadDb(file)?.usuarios[0]!.name).toBe('Só do banco padrão')
    resetDb('persist-outro-banco')
  })

  it('is off unless enabled: the default database then stays in memory', async () => {
    dbFor(DEFAULT_DB_KEY).usuarios[0]!.name = 'Só na memória'
    schedulePersist(DEFAULT_DB_KEY)
    await flushPersistence()
    expect(existsSync(file)).toBe(false)
  })

  it('keeps its data under .ponto-data of the project, or PONTO_DATA_DIR', () => {
    expect(defaultDataFile('/projeto', {})).toBe(path.join('/projeto', '.ponto-data', 'default.v8'))
    expect(defaultDataFile('/projeto', { PONTO_DATA_DIR: '/dados' })).toBe(path.join('/dados', 'default.v8'))
  })
})

describe('mock server with persistence', () => {
  const handlers = [
    http.all('/api/nome', ({ request }) => {
      const nome = new URL(request.url).searchParams.get('nome')
      if (!nome) return HttpResponse.json({}, { status: 400 })
      dbFor(dbKey(request)).usuarios[0]!.name = nome
      return HttpResponse.json({ nome })
    }),
  ]

  async function withServer(run: (call: (method: string, nome: string, key?: string) => Promise<number>) => Promise<void>) {
    const server = await startMockServer({ port: 0, handlers })
    const call = async (method: string, nome: string, key?: string) => {
      const response = await fetch(`${server.url}/api/nome?nome=${encodeURIComponent(nome)}`, {
        method,
        headers: key ? { [DB_HEADER]: key } : {},
      })
      return response.status
    }
    try {
      await run(call)
    } finally {
      await server.close()
    }
  }

  it('saves the default database after a successful change request', async () => {
    restart()
    await flushPersistence()
    await withServer(async (call) => {
      expect(await call('PATCH', 'Via API')).toBe(200)
      await vi.waitFor(() => expect(loadDb(file)?.usuarios[0]!.name).toBe('Via API'))
    })
    expect(restart().usuarios[0]!.name).toBe('Via API')
  })

  it('does not save after a read, a failed request or a change to another database', async () => {
    restart()
    await flushPersistence()
    const before = statSync(file).ino
    await withServer(async (call) => {
      expect(await call('GET', 'Lido')).toBe(200)
      expect(await call('DELETE', '')).toBe(400)
      expect(await call('POST', 'Outro banco', 'persist-servidor-outro')).toBe(200)
      // Long enough for a write wrongly scheduled when a response finished to have started.
      await new Promise((resolve) => setTimeout(resolve, 50))
      await flushPersistence()
    })
    expect(statSync(file).ino).toBe(before)
    expect(loadDb(file)?.usuarios[0]!.name).toBe(seededName)
    resetDb('persist-servidor-outro')
  })
})
