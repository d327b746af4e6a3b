import { describe, expect, it } from 'vitest'
import { sessaoFromToken } from './sessao-from-token'
import { safeRedirectPath } from './safe-redirect'

const b64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const token = (claims: unknown) => `${b64url({ alg: 'RS256' })}.${b64url(claims)}.signature`

describe('sessaoFromToken', () => {
  it('[AUTH-011][AUTH-012] reads user, realm roles and client roles from a Keycloak access token', () => {
    const sessao = sessaoFromToken(
      token({
        sub: 'a1b2',
        preferred_username: 'rh',
        name: 'Rita Recursos Humanos',
        email: 'rh@ponto.local',
        cpf: '39053344705',
        celular: '11987650002',
        realm_access: { roles: ['rh', 'offline_access'] },
        resource_access: { 'ponto-web': { roles: ['front_manutencao', 'front_bloqueioregistro'] }, account: { roles: ['x'] } },
      }),
      'ponto-web',
    )
    expect(sessao).toEqual({
      userid: 'a1b2',
      username: 'rh',
      name: 'Rita Recursos Humanos',
      email: 'rh@ponto.local',
      cpf: '39053344705',
      celular: '11987650002',
      picture: undefined,
      groups: ['rh', 'offline_access'],
      permissions: ['front_manutencao', 'front_bloqueioregistro'],
    })
  })

  it('keeps accented names intact', () => {
    expect(sessaoFromToken(token({ sub: 'x', name: 'Sérgio Responsável' }), 'ponto-web').name).toBe('Sérgio Responsável')
  })

  it('[AUTH-015] a token without cpf or celular yields a session that must complete the profile', () => {
    const sessao = sessaoFromToken(token({ sub: 'n', preferred_username: 'novo', cpf: null }), 'ponto-web')
    expect(sessao.cpf).toBeUndefined()
    expect(sessao.celular).toBeUndefined()
  })
})

describe('safeRedirectPath', () => {
  const origin = 'http://localhost:5173'
  it('[AUTH-014] keeps the path with its query string', () => {
    expect(safeRedirectPath('/manutencao/3/7?page=2', origin)).toBe('/manutencao/3/7?page=2')
  })
  it('only accepts same-origin paths', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 42, undefined]) {
      expect(safeRedirectPath(bad, origin)).toBe('/')
    }
    expect(safeRedirectPath('/login?redirect=/x', origin)).toBe('/')
  })
})
