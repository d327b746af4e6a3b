import { describe, expect, it, vi } from 'vitest'
import { startIdentityService } from './identity-config'
import { fetchKeycloakConfig, IDENTITY_RETRY_MS, retryEvery, storedAccessToken } from './keycloak-config'
import { loginPath } from './login-path'

const config = { realm: 'ponto', url: 'http://localhost:5173', clientId: 'ponto-web', 'public-client': true }
const discovery = {
  issuer: 'http://localhost:5173/realms/ponto',
  authorization_endpoint: 'http://localhost:5173/realms/ponto/protocol/openid-connect/auth',
  token_endpoint: 'http://localhost:5173/realms/ponto/protocol/openid-connect/token',
  jwks_uri: 'http://localhost:5173/realms/ponto/protocol/openid-connect/certs',
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('identity service start', () => {
  it('[AUTH-004] a backend that stays down is asked less and less often: 100 ms, then doubling up to 5 s', async () => {
    const sleeps: number[] = []
    let attempts = 0
    const started = await retryEvery(
      async () => {
        if (++attempts < 10) throw new Error('ECONNREFUSED')
        return 'ok'
      },
      async (ms) => void sleeps.push(ms),
    )
    expect(started).toBe('ok')
    expect(sleeps).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000])
  })

  it('[AUTH-002] fetches GET /api/master/tenants/keycloak-config before starting', async () => {
    const fetchFn = vi.fn(async () => json(config))
    await expect(fetchKeycloakConfig(fetchFn as unknown as typeof fetch)).resolves.toMatchObject({ realm: 'ponto' })
    expect(fetchFn).toHaveBeenCalledWith('/api/master/tenants/keycloak-config', expect.anything())
  })

  it('[AUTH-004] a failed start is retried after 100 ms until it succeeds', async () => {
    const calls: string[] = []
    let configAttempts = 0
    const realFetch = globalThis.fetch
    const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      calls.push(url)
      if (url.includes('keycloak-config')) {
        configAttempts++
        return configAttempts < 3 ? json({ message: 'down' }, 503) : json(config)
      }
      return json(discovery)
    })
    globalThis.fetch = fetchFn as unknown as typeof fetch // oidc-client-ts loads the discovery document with fetch
    const sleeps: number[] = []
    try {
      const identity = await startIdentityService({
        fetchFn: fetchFn as unknown as typeof fetch,
        origin: 'http://localhost:5173',
        sleep: async (ms) => void sleeps.push(ms),
      })
      expect(sleeps).toEqual([100, 200])
      expect(IDENTITY_RETRY_MS).toBe(100)
      expect(identity.userManager.settings.authority).toBe('http://localhost:5173/realms/ponto')
      expect(identity.userManager.settings.client_id).toBe('ponto-web')
      expect(calls.some((c) => c.endsWith('/realms/ponto/.well-known/openid-configuration'))).toBe(true)
    } finally {
      globalThis.fetch = realFetch
    }
  })

  it('keeps tokens out of localStorage', async () => {
    const realFetch = globalThis.fetch
    globalThis.fetch = (async () => json(discovery)) as typeof fetch
    try {
      const identity = await startIdentityService({ fetchFn: (async () => json(config)) as unknown as typeof fetch, origin: 'http://localhost:5173' })
      await identity.userManager.storeUser(null)
      expect(Object.keys(localStorage).filter((k) => k.startsWith('oidc.'))).toEqual([])
    } finally {
      globalThis.fetch = realFetch
    }
  })
})

describe('storedAccessToken', () => {
  const settings = { realm: 'ponto', url: 'http://localhost:5173/', clientId: 'ponto-web' }
  const key = 'oidc.user:http://localhost:5173/realms/ponto:ponto-web'
  const now = Date.UTC(2026, 10, 16, 12)

  function storage(value: unknown): Storage {
    const store = new Map<string, string>()
    if (value !== undefined) store.set(key, typeof value === 'string' ? value : JSON.stringify(value))
    return { getItem: (k: string) => store.get(k) ?? null } as Storage
  }

  it("starts the app with the tab's stored session while its token is valid for more than a minute", () => {
    expect(storedAccessToken(settings, storage({ access_token: 'abc', expires_at: now / 1000 + 300 }), now)).toBe('abc')
    expect(storedAccessToken(settings, storage({ access_token: 'abc', expires_at: now / 1000 + 30 }), now)).toBeNull()
  })

  it('ignores a missing or unreadable stored session', () => {
    expect(storedAccessToken(settings, storage(undefined), now)).toBeNull()
    expect(storedAccessToken(settings, storage('{not json'), now)).toBeNull()
    expect(storedAccessToken(settings, storage({ expires_at: now / 1000 + 300 }), now)).toBeNull()
  })
})

describe('loginPath', () => {
  it('[AUTH-013][AUTH-014] carries the original path and query in redirect', () => {
    const path = loginPath('/manutencao/3/7?page=2')
    expect(path.startsWith('/login?redirect=')).toBe(true)
    expect(new URLSearchParams(path.split('?').slice(1).join('?')).get('redirect')).toBe('/manutencao/3/7?page=2')
  })
})
