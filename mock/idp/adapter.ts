type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string }

interface Entry {
  payload: Payload
  expiresAt: number
}

const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest'])
const MAX_ENTRIES = 20_000

/** State of every provider (one per origin): a login on one origin is a session on all of them. */
const entries = new Map<string, Entry>()
const sessionByUid = new Map<string, string>()
const byUserCode = new Map<string, string>()
const grantMembers = new Map<string, Set<string>>()

function live(key: string): Entry | undefined {
  const entry = entries.get(key)
  if (entry && entry.expiresAt <= Date.now()) {
    remove(key)
    return undefined
  }
  return entry
}

function remove(key: string): void {
  const entry = entries.get(key)
  entries.delete(key)
  const payload = entry?.payload
  if (!payload) return
  if (payload.uid && sessionByUid.get(payload.uid) === key) sessionByUid.delete(payload.uid)
  if (payload.userCode && byUserCode.get(payload.userCode) === key) byUserCode.delete(payload.userCode)
  if (payload.grantId) grantMembers.get(payload.grantId)?.delete(key)
}

function prune(): void {
  const now = Date.now()
  for (const [key, entry] of entries) if (entry.expiresAt <= now) remove(key)
  // Still full: drop the oldest entries (Map keeps insertion order).
  for (const key of entries.keys()) {
    if (entries.size <= MAX_ENTRIES * 0.9) break
    remove(key)
  }
}

/** In-memory oidc-provider adapter with a store shared by all providers of the process. */
export class SharedMemoryAdapter {
  constructor(private readonly model: string) {}

  private key(id: string): string {
    return `${this.model}:${id}`
  }

  async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
    const key = this.key(id)
    remove(key)
    if (entries.size >= MAX_ENTRIES) prune()
    entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity })
    if (this.model === 'Session' && payload.uid) sessionByUid.set(payload.uid, key)
    if (payload.userCode) byUserCode.set(payload.userCode, key)
    if (payload.grantId && GRANTABLE.has(this.model)) {
      const members = grantMembers.get(payload.grantId) ?? new Set<string>()
      members.add(key)
      grantMembers.set(payload.grantId, members)
    }
  }

  async find(id: string): Promise<Payload | undefined> {
    return live(this.key(id))?.payload
  }

  async findByUid(uid: string): Promise<Payload | undefined> {
    const key = sessionByUid.get(uid)
    return key ? live(key)?.payload : undefined
  }

  async findByUserCode(userCode: string): Promise<Payload | undefined> {
    const key = byUserCode.get(userCode)
    return key ? live(key)?.payload : undefined
  }

  async consume(id: string): Promise<void> {
    const entry = live(this.key(id))
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
  }

  async destroy(id: string): Promise<void> {
    remove(this.key(id))
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const key of grantMembers.get(grantId) ?? []) remove(key)
    grantMembers.delete(grantId)
  }
}
