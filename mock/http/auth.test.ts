import { describe, expect, it } from 'vitest'
import { decodeJwt, SignJWT } from 'jose'
import { authUser, hasRole, requireRole, type AuthUser } from './auth'
import { signTestToken } from '../idp/test-token'
import { FUNCIONARIO_CPF } from '../idp/demo-users'
import { signingKeys } from '../idp/keys'

function request(token?: string): Request {
  return new Request('http://localhost/api/funcionarios', token ? { headers: { Authorization: `Bearer ${token}` } } : {})
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('esperava uma resposta de erro')
}

function tamper(token: string): string {
  const [header, payload, signature] = token.split('.')
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>
  const forged = Buffer.from(JSON.stringify({ ...claims, realm_access: { roles: ['administrador'] } })).toString('base64url')
  return [header, forged, signature].join('.')
}

describe('authUser', () => {
  it('reads the Keycloak claims of a valid token', async () => {
    const user = await authUser(request(await signTestToken('funcionario')))
    expect(user).toMatchObject({
      username: FUNCIONARIO_CPF,
      name: 'Fernanda Funcionária',
      email: 'funcionario@ponto.local',
      cpf: FUNCIONARIO_CPF,
      celular: '11987650005',
      realmRoles: ['usuario'],
    })
    expect(user.sub).toMatch(/^[0-9a-f-]{36}$/)
    expect(user.permissions).toContain('front_relogio')
  })

  it('signs tokens like the provider: RS256 with kid, Keycloak claims and roles overridable', async () => {
    const token = await signTestToken('rh', { permissions: ['front_motivo'], realmRoles: [] })
    const claims = decodeJwt(token)
    expect(claims.iss).toMatch(/\/realms\/ponto$/)
    expect(claims.resource_access).toEqual({ 'ponto-web': { roles: ['front_motivo'] } })
    expect(claims.realm_access).toEqual({ roles: [] })
    expect(claims.preferred_username).toBe('rh')
  })

  it('answers 401 without a token, with a tampered, expired or foreign-issuer token', async () => {
    const bad = [
      undefined,
      'nao-e-um-jwt',
      tamper(await signTestToken('funcionario')),
      await signTestToken('admin', { expiresIn: -60 }),
      await signTestToken('admin', { issuer: 'http://localhost/realms/outro' }),
    ]
    for (const token of bad) {
      const response = await thrown(authUser(request(token)))
      expect(response.status).toBe(401)
      const body = (await response.json()) as Record<string, unknown>
      expect(body).toMatchObject({ status: 401, error: 'Unauthorized', path: '/api/funcionarios' })
      expect(typeof body.timestamp).toBe('string')
    }
  })

  it("accepts Keycloak's access tokens (header typ JWT, claim typ Bearer) as well as the at+jwt of oidc-provider", async () => {
    const claims = decodeJwt(await signTestToken('admin'))
    const { privateKey, kid } = await signingKeys()
    const keycloakStyle = await new SignJWT({ ...claims, typ: 'Bearer' }).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid }).sign(privateKey)
    await expect(authUser(request(keycloakStyle))).resolves.toMatchObject({ username: 'admin', realmRoles: ['administrador'] })
  })

  it('refuses a signed token that is not an access token (an ID token) or is for another client', async () => {
    const claims = decodeJwt(await signTestToken('admin'))
    const { privateKey, kid } = await signingKeys()
    const idToken = await new SignJWT({ ...claims, typ: 'ID' }).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid }).sign(privateKey)
    expect((await thrown(authUser(request(idToken)))).status).toBe(401)
    const outroCliente = await signTestToken('admin', { claims: { aud: 'outro-cliente', azp: 'outro-cliente' } })
    expect((await thrown(authUser(request(outroCliente)))).status).toBe(401)
  })
})

describe('requireRole / hasRole', () => {
  it('lets through a user holding the permission or the realm role', async () => {
    const token = await signTestToken('rh')
    await expect(requireRole(request(token), 'front_motivo')).resolves.toMatchObject({ username: 'rh' })
    await expect(requireRole(request(token), 'rh')).resolves.toMatchObject({ username: 'rh' })
  })

  it('answers 403 with a Spring Boot error body when the role is missing', async () => {
    const response = await thrown(requireRole(request(await signTestToken('semacesso')), 'front_motivo'))
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ status: 403, error: 'Forbidden', path: '/api/funcionarios' })
  })

  it('hasRole checks permissions and realm roles', () => {
    const user: AuthUser = { sub: 'x', username: 'u', realmRoles: ['supervisor'], permissions: ['front_dashboard'] }
    expect(hasRole(user, 'supervisor')).toBe(true)
    expect(hasRole(user, 'front_dashboard')).toBe(true)
    expect(hasRole(user, 'front_motivo')).toBe(false)
  })
})
