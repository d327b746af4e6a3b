import { createDb, type Db } from '../db/index'
import { congelarFechadas } from '../db/congelamento'
import { createPersister, loadDb, type Persister } from '../db/persist'

/** Header that selects the in-memory database; e2e tests set a unique value per browser context. */
export const DB_HEADER = 'x-ponto-db'
export const DEFAULT_DB_KEY = 'default'
let maxDbs = Number(process.env.MOCK_MAX_DBS) > 0 ? Number(process.env.MOCK_MAX_DBS) : 200

const dbs = new Map<string, Db>()

interface Persistence {
  file: string
  /** Reseed instead of loading, once: at the default database's next creation. */
  reset: boolean
  persister: Persister
}

let persistence: Persistence | undefined

/** "Today" of the seed: env PONTO_TODAY (YYYY-MM-DD) at 12:00 local time, else now. */
export function mockToday(): Date {
  const pinned = process.env.PONTO_TODAY?.trim()
  if (!pinned) return new Date()
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(pinned)
  if (!match) throw new Error(`PONTO_TODAY inválido: "${pinned}" (use AAAA-MM-DD)`)
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12, 0, 0, 0)
}

/** Test control (PONTO_TEST_CONTROL=1) is on only when the server is started for tests, never under `npm start`. */
export function testControlEnabled(): boolean {
  return process.env.PONTO_TEST_CONTROL === '1'
}

/**
 * The database a request's `x-ponto-db` value selects. Only a server started for tests honours it: anywhere else
 * every request reads and writes the one default database, whatever header a client sends.
 */
export function normalizeDbKey(value: string | null | undefined): string {
  const key = value?.trim()
  return key && testControlEnabled() ? key : DEFAULT_DB_KEY
}

export function dbKey(request: Request): string {
  return normalizeDbKey(request.headers.get(DB_HEADER))
}

/** The database of a key, created lazily from the seed; the least recently used one is dropped past the limit (200, env MOCK_MAX_DBS). */
export function dbFor(key: string): Db {
  const existing = dbs.get(key)
  if (existing) {
    dbs.delete(key)
    dbs.set(key, existing)
    return existing
  }
  const created = key === DEFAULT_DB_KEY && persistence ? loadOrSeed(persistence) : seed()
  dbs.set(key, created)
  while (dbs.size > maxDbs) {
    const oldest = dbs.keys().next().value
    if (oldest === undefined) break
    dbs.delete(oldest)
  }
  return created
}

/**
 * The seed of the last date asked for. Seeding takes ~50 ms and copying the seeded database ~8 ms, and tests create
 * a database each: each date is seeded once and every new database is a copy (the seed depends only on the date).
 */
let semente: { hoje: number; db: Db } | undefined

function seed(): Db {
  const today = mockToday()
  if (semente?.hoje !== today.getTime()) semente = { hoje: today.getTime(), db: createDb({ today }) }
  return structuredClone(semente.db)
}

function loadOrSeed(target: Persistence): Db {
  const stored = target.reset ? undefined : loadDb(target.file)
  if (stored) {
    congelarFechadas(stored)
    return stored
  }
  target.reset = false
  const seeded = seed()
  target.persister.schedule(seeded)
  return seeded
}

/**
 * Keeps the default database in `file`: read at its first access (seeded and written when the file is absent,
 * unusable or `reset` is set) and written by `schedulePersist`. The other keys' databases stay in memory only.
 */
export function enablePersistence({ file, reset = false }: { file: string; reset?: boolean }): void {
  persistence = { file, reset, persister: createPersister(file) }
}

/** Back to memory only (for tests); call `flushPersistence` first to let pending writes end. */
export function disablePersistence(): void {
  persistence = undefined
}

export function persistenceEnabled(): boolean {
  return persistence !== undefined
}

/** Saves the database of `key` after a change, when it is the persisted default one; a no-op otherwise. */
export function schedulePersist(key: string = DEFAULT_DB_KEY): void {
  const current = dbs.get(key)
  if (key === DEFAULT_DB_KEY && persistence && current) persistence.persister.schedule(current)
}

/** Resolves when every scheduled write is on disk. */
export async function flushPersistence(): Promise<void> {
  await persistence?.persister.flush()
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
export const isWrite = (method: string) => WRITE_METHODS.has(method)

const versions = new WeakMap<Db, number>()

/** Changes when a write may have changed the database: what is computed from it stays valid while this does not. */
export function dbVersion(data: Db): number {
  return versions.get(data) ?? 0
}

/** Counts a write to the database of `key` (if it exists). */
export function markDbChanged(key: string): void {
  const current = dbs.get(key)
  if (current) versions.set(current, dbVersion(current) + 1)
}

/** The request's database; a write request bumps its version before the handler can change it. */
export function db(request: Request): Db {
  const key = dbKey(request)
  const current = dbFor(key)
  if (isWrite(request.method)) markDbChanged(key)
  return current
}

/** Drops the database of a key; the next access seeds a fresh one. */
export function resetDb(key: string): void {
  dbs.delete(key)
}

/** Changes how many databases are kept; returns a function restoring the previous limit. */
export function setDbLimit(limit: number): () => void {
  const previous = maxDbs
  maxDbs = limit
  return () => {
    maxDbs = previous
  }
}

export function hasDb(key: string): boolean {
  return dbs.has(key)
}
