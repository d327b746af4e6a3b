import { describe, expect, it } from 'vitest'
import { call, freshDb, TEST_ORIGIN } from './lib/test-client'

describe('GET /api/master/tenants/keycloak-config', () => {
  it('answers without a token with the realm on the request origin', async () => {
    const response = await call('/api/master/tenants/keycloak-config', { dbKey: freshDb() })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ realm: 'ponto', url: TEST_ORIGIN, clientId: 'ponto-web', 'public-client': true })
  })
})
