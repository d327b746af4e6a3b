import { describe, expect, it } from 'vitest'
import { CLIENT_ID, REALM } from '@mock/idp/demo-users'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { authorityOf, fetchKeycloakConfig } from './keycloak-config'

usarAppNoMock('semacesso')

describe('the identity settings, against the mock backend', () => {
  it("[AUTH-002] reads the realm, the identity service's address and the client from the backend", async () => {
    const config = await fetchKeycloakConfig()
    expect(config).toEqual({ realm: REALM, url: window.location.origin, clientId: CLIENT_ID })
    expect(authorityOf(config)).toBe(`${window.location.origin}/realms/${REALM}`)
  })
})
