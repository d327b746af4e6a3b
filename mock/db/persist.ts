import { readFileSync } from 'node:fs'
import { mkdir, open, rename } from 'node:fs/promises'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import type { Db } from './index'

/** Bump whenever the shape of `Db` changes: a file written by another version is ignored and the database reseeded. */
export const DB_FORMAT_VERSION = 2

interface StoredDb {
  version: number
  db: Db
}

/** Where `npm start` and `npm run dev` keep the default database: `.ponto-data/` under the project root, or PONTO_DATA_DIR. */
export function defaultDataFile(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.PONTO_DATA_DIR?.trim() ? path.resolve(env.PONTO_DATA_DIR) : path.join(projectRoot, '.ponto-data')
  return path.join(dir, 'default.v8')
}

/** Writes `<file>.tmp`, syncs it and renames it over `file`: a crash mid-write leaves the previous file intact. */
export async function saveDb(file: string, db: Db): Promise<void> {
  const bytes = serialize({ version: DB_FORMAT_VERSION, db } satisfies StoredDb)
  await mkdir(path.dirname(file), { recursive: true })
  const tmp = `${file}.tmp`
  const handle = await open(tmp, 'w')
  try {
    await handle.writeFile(bytes)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(tmp, file)
}

function ignored(file: string, reason: string): undefined {
  console.warn(`[mock] ${file} ignorado (${reason}): o banco simulado será semeado de novo.`)
  return undefined
}

function isStoredDb(value: unknown): value is StoredDb {
  if (typeof value !== 'object' || value === null) return false
  const { version, db } = value as Partial<StoredDb>
  return typeof version === 'number' && typeof db === 'object' && db !== null && db.today instanceof Date
}

/** The database kept in `file`; undefined when there is none or it cannot be used (unreadable, corrupt, another version). */
export function loadDb(file: string): Db | undefined {
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return code === 'ENOENT' ? undefined : ignored(file, `ilegível: ${code ?? String(error)}`)
  }
  let stored: unknown
  try {
    stored = deserialize(bytes)
  } catch {
    return ignored(file, 'corrompido')
  }
  if (!isStoredDb(stored)) return ignored(file, 'corrompido')
  if (stored.version !== DB_FORMAT_VERSION) return ignored(file, `versão ${stored.version}, esperada ${DB_FORMAT_VERSION}`)
  return stored.db
}

export interface Persister {
  /** Saves `db` soon: at once when idle, else once more after the write in flight (the latest state wins). */
  schedule(db: Db): void
  /** Resolves when no write is in flight or pending. */
  flush(): Promise<void>
}

/** Coalesced writes of a database to `file`: never two at once, and the last scheduled state always reaches the disk. */
export function createPersister(file: string, save: (file: string, db: Db) => Promise<void> = saveDb): Persister {
  let latest: Db | undefined
  let inFlight: Promise<void> | undefined

  async function drain(): Promise<void> {
    while (latest) {
      const db = latest
      latest = undefined
      try {
        await save(file, db)
      } catch (error) {
        console.warn(`[mock] não foi possível salvar o banco simulado em ${file}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    inFlight = undefined
  }

  return {
    schedule(db) {
      latest = db
      inFlight ??= drain()
    },
    async flush() {
      while (inFlight) await inFlight
    },
  }
}
