import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { startMockServer, type MockServer } from '../server'
import { dbFor } from '../http/isolation'
import { authUser } from '../http/auth'
import { LOGIN_ERROR } from './views'
import { LIMITE } from './tentativas'

const DB_KEY = 'oidc-flow'
let server: MockServer
let base: string

beforeAll(async () => {
  server = await startMockServer({ port: 0 })
  base = server.url
})

afterAll(() => server.close())

/** A cookie-keeping user agent that does not follow redirects, as a browser context with x-ponto-db. */
class Agent {
  private cookies = new Map<string, string>()

  constructor(private readonly extraHeaders: Record<string, string> = { 'x-ponto-db': DB_KEY }) {}

  async fetch(url: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...this.extraHeaders, ...init.headers }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded'
    const response = await fetch(new URL(url, base), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? ''
      const eq = pair.indexOf('=')
      const value = pair.slice(eq + 1)
      if (value) this.cookies.set(pair.slice(0, eq), value)
      else this.cookies.delete(pair.slice(0, eq))
    }
    return response
  }

  /** Follows redirects until one leaves the identity provider (the app's callback). */
  async follow(response: Response): Promise<string> {
    let current = response
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location')
      if (!location) throw new Error(`sem redirecionamento (${current.status}): ${await current.text()}`)
      const target = new URL(location, base)
      if (!target.pathname.startsWith('/realms/')) return target.href
      current = await this.fetch(target.href)
    }
    throw new Error('redirecionamentos demais')
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

async function discovery(agent: Agent) {
  const response = await agent.fetch('/realms/ponto/.well-known/openid-configuration')
  return (await response.json()) as Record<string, string>
}

async function authorize(agent: Agent, redirectUri = `${base}/callback`, extra: Record<string, string> = {}) {
  const config = await discovery(agent)
  const { verifier, challenge } = pkce()
  const query = new URLSearchParams({
    client_id: 'ponto-web',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'estado-1',
    nonce: 'nonce-1',
    ...extra,
  })
  const response = await agent.fetch(`${config.authorization_endpoint}?${query}`)
  return { config, verifier, response }
}

async function login(agent: Agent, username: string, password = 'ponto', extra: Record<string, string> = {}) {
  const { config, verifier, response } = await authorize(agent, `${base}/callback`, extra)
  expect(response.status).toBe(303)
  const loginUrl = new URL(response.headers.get('location') ?? '', base).href
  const page = await agent.fetch(loginUrl)
  const html = await page.text()
  const callback = new URL(await agent.follow(await agent.fetch(loginUrl, { form: { username, password } })))
  const tokens = await token(agent, config, {
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code') ?? '',
    redirect_uri: `${base}/callback`,
    client_id: 'ponto-web',
    code_verifier: verifier,
  })
  return { config, html, loginUrl, callback, tokens }
}

async function token(agent: Agent, config: Record<string, string>, form: Record<string, string>) {
  const response = await agent.fetch(config.token_endpoint ?? '', { form })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

/** The app's logout (with its id_token_hint): the page, and a function that submits its form. */
async function pedirSaida(agent: Agent, config: Record<string, string>, idToken: string | undefined) {
  const query = new URLSearchParams({ id_token_hint: idToken ?? '', post_logout_redirect_uri: `${base}/` })
  const page = await (await agent.fetch(`${config.end_session_endpoint}?${query}`)).text()
  const action = /action="([^"]+)"/.exec(page)?.[1] ?? ''
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? ''
  return { page, confirmar: () => agent.fetch(action, { form: { xsrf, logout: 'yes' } }) }
}

function renovar(agent: Agent, config: Record<string, string>, refreshToken: string | undefined) {
  return token(agent, config, { grant_type: 'refresh_token', refresh_token: refreshToken ?? '', client_id: 'ponto-web' })
}

describe('mock identity provider (Keycloak stand-in)', () => {
  it('publishes Keycloak paths with the issuer of the origin the browser used', async () => {
    const config = await discovery(new Agent())
    expect(config.issuer).toBe(`${base}/realms/ponto`)
    expect(config.authorization_endpoint).toBe(`${base}/realms/ponto/protocol/openid-connect/auth`)
    expect(config.token_endpoint).toBe(`${base}/realms/ponto/protocol/openid-connect/token`)
    expect(config.jwks_uri).toBe(`${base}/realms/ponto/protocol/openid-connect/certs`)
    expect(config.userinfo_endpoint).toBe(`${base}/realms/ponto/protocol/openid-connect/userinfo`)
    expect(config.end_session_endpoint).toBe(`${base}/realms/ponto/protocol/openid-connect/logout`)
    const proxied = await discovery(new Agent({ 'x-forwarded-host': 'localhost:4173', 'x-forwarded-proto': 'http' }))
    expect(proxied.issuer).toBe('http://localhost:4173/realms/ponto')
    expect(proxied.token_endpoint).toBe('http://localhost:4173/realms/ponto/protocol/openid-connect/token')
  })

  it('shows the Portuguese login page and rejects a wrong password', async () => {
    const agent = new Agent()
    const { response } = await authorize(agent)
    const loginUrl = new URL(response.headers.get('location') ?? '', base).href
    const html = await (await agent.fetch(loginUrl)).text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('<title>Ponto — Entrar</title>')
    expect(html).toMatch(/<label for="username">Usuário<\/label>/)
    expect(html).toMatch(/<label for="password">Senha<\/label>/)
    expect(html).toMatch(/<button type="submit">Entrar<\/button>/)
    expect(html).toContain('<td>semacesso</td>')
    expect(html).not.toContain(LOGIN_ERROR)
    const wrong = await agent.fetch(loginUrl, { form: { username: 'admin', password: 'errada' } })
    expect(wrong.status).toBe(200)
    const retry = await wrong.text()
    expect(retry).toContain(`role="alert">${LOGIN_ERROR}</p>`)
    expect(retry).toContain('value="admin"')
  })

  it('locks a username out after 5 failures in a row, whether an account has it or not, and says for how long', async () => {
    // A database of its own: the accounts locked here stay locked for the other tests' database.
    const agent = new Agent({ 'x-ponto-db': 'oidc-bloqueio' })
    const { response } = await authorize(agent)
    const loginUrl = new URL(response.headers.get('location') ?? '', base).href
    await agent.fetch(loginUrl)
    const tentar = (username: string, password: string) => agent.fetch(loginUrl, { form: { username, password } })
    for (const username of ['semacesso', 'ninguem-tem-este-nome']) {
      for (let i = 0; i < LIMITE; i++) expect((await tentar(username, 'errada')).status).toBe(200)
      const bloqueado = await tentar(username, 'ponto')
      expect(bloqueado.status).toBe(429)
      expect(bloqueado.headers.get('retry-after')).toBe('60')
      expect(await bloqueado.text()).toContain('role="alert">Muitas tentativas sem sucesso. Tente novamente em 1 minuto.</p>')
    }
    // The account counts, not the name typed: 'funcionario' and its CPF are one account.
    for (let i = 0; i < LIMITE; i++) expect((await tentar('funcionario', 'errada')).status).toBe(200)
    expect((await tentar('52998224725', 'ponto')).status).toBe(429)
    expect((await login(new Agent({ 'x-ponto-db': 'oidc-bloqueio' }), 'responsavel')).tokens.body.access_token).toBeTruthy()
  })

  it('runs code + PKCE: login by alias, Keycloak claims in the access token, refresh, userinfo', async () => {
    const agent = new Agent()
    const { config, callback, tokens } = await login(agent, 'funcionario')
    expect(callback.origin + callback.pathname).toBe(`${base}/callback`)
    expect(callback.searchParams.get('state')).toBe('estado-1')
    expect(tokens.status).toBe(200)
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 300 })
    expect(tokens.body.refresh_token).toBeTruthy()

    const access = decodeJwt(tokens.body.access_token ?? '')
    expect(access).toMatchObject({
      iss: `${base}/realms/ponto`,
      aud: 'ponto-web',
      preferred_username: '52998224725',
      name: 'Fernanda Funcionária',
      email: 'funcionario@ponto.local',
      cpf: '52998224725',
      celular: '11987650005',
      realm_access: { roles: ['usuario'] },
    })
    expect((access.resource_access as Record<string, { roles: string[] }>)['ponto-web']?.roles).toContain('front_relogio')
    const idToken = decodeJwt(tokens.body.id_token ?? '')
    expect(idToken).toMatchObject({ nonce: 'nonce-1', preferred_username: '52998224725', cpf: '52998224725' })

    // The API accepts the provider's token.
    const apiRequest = new Request(`${base}/api/x`, { headers: { authorization: `Bearer ${tokens.body.access_token}` } })
    await expect(authUser(apiRequest)).resolves.toMatchObject({ username: '52998224725', realmRoles: ['usuario'] })
    // An ID token carries the same signature, audience and claims, but it is not an access token.
    const withIdToken = new Request(`${base}/api/x`, { headers: { authorization: `Bearer ${tokens.body.id_token}` } })
    await expect(authUser(withIdToken)).rejects.toMatchObject({ status: 401 })

    const userinfo = await agent.fetch(config.userinfo_endpoint ?? '', {
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    })
    expect(await userinfo.json()).toMatchObject({ sub: access.sub, preferred_username: '52998224725', cpf: '52998224725' })

    const refreshed = await token(agent, config, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token ?? '',
      client_id: 'ponto-web',
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refresh_token).not.toBe(tokens.body.refresh_token)
    expect(decodeJwt(refreshed.body.access_token ?? '').preferred_username).toBe('52998224725')
  })

  it('shortens the access token lifetime with MOCK_ACCESS_TTL', async () => {
    process.env.MOCK_ACCESS_TTL = '7'
    try {
      const { tokens } = await login(new Agent(), 'supervisor')
      expect(tokens.body.expires_in).toBe(7)
      const access = decodeJwt(tokens.body.access_token ?? '')
      expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(7)
    } finally {
      delete process.env.MOCK_ACCESS_TTL
    }
  })

  it('reads accounts from the request database, so a completed profile shows up on refresh', async () => {
    const agent = new Agent()
    const { config, tokens } = await login(agent, 'novo')
    expect(decodeJwt(tokens.body.access_token ?? '').cpf).toBeUndefined()
    const novo = dbFor(DB_KEY).usuarios.find((u) => u.username === 'novo')
    if (!novo) throw new Error('usuário novo ausente')
    novo.cpf = '93541134780'
    novo.celular = '11912345678'
    const refreshed = await token(agent, config, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token ?? '',
      client_id: 'ponto-web',
    })
    expect(decodeJwt(refreshed.body.access_token ?? '')).toMatchObject({ cpf: '93541134780', celular: '11912345678' })
    expect(dbFor('default').usuarios.find((u) => u.username === 'novo')?.cpf).toBeNull()
  })

  it('shows the account page of the logged-in user', async () => {
    const agent = new Agent()
    expect(await (await agent.fetch('/realms/ponto/account')).text()).toContain('Você não está conectado.')
    await login(agent, 'rh')
    const html = await (await agent.fetch('/realms/ponto/account')).text()
    expect(html).toContain('<dd>Rita Recursos Humanos</dd>')
    expect(html).toContain('<dd>rh@ponto.local</dd>')
    expect(html).toContain('<dd>390.533.447-05</dd>')
  })

  it('logs out without a confirmation step, revokes the refresh token and ends userinfo', async () => {
    const agent = new Agent()
    const { config, tokens } = await login(agent, 'admin')
    const { page, confirmar } = await pedirSaida(agent, config, tokens.body.id_token)
    expect(page).toContain('<input type="hidden" name="logout" value="yes">')
    expect(page).toContain("document.getElementById('op.logoutForm').submit()")
    const userinfo = () => agent.fetch(config.userinfo_endpoint ?? '', { headers: { authorization: `Bearer ${tokens.body.access_token}` } })
    expect((await userinfo()).status).toBe(200)
    const done = await confirmar()
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`${base}/`)
    // As Keycloak: the access token is still a valid JWT (a resource server accepts it until it expires), but its
    // session is over, and userinfo says so.
    const depois = await userinfo()
    expect(depois.status).toBe(401)
    expect(depois.headers.get('www-authenticate')).toContain('invalid_token')
    const refused = await renovar(agent, config, tokens.body.refresh_token)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('invalid_grant')
  })

  it('issues no offline refresh token: a client asking for offline_access still loses its refresh token at logout', async () => {
    const agent = new Agent()
    const { config, tokens } = await login(agent, 'funcionario', 'ponto', {
      scope: 'openid profile email offline_access',
      prompt: 'consent',
    })
    expect(tokens.status).toBe(200)
    expect(tokens.body.scope).not.toContain('offline_access')
    expect((await (await pedirSaida(agent, config, tokens.body.id_token)).confirmar()).status).toBe(303)
    // Before, an offline refresh token: it outlived the session and kept minting access tokens the API accepts.
    expect((await renovar(agent, config, tokens.body.refresh_token)).body.error).toBe('invalid_grant')
  })

  it("asks before ending a session for a logout link without the app's id_token_hint (another site's link cannot log out)", async () => {
    const agent = new Agent()
    const { config } = await login(agent, 'rh')
    const page = await (await agent.fetch(config.end_session_endpoint ?? '')).text()
    expect(page).toContain('Deseja sair do Ponto?')
    expect(page).toContain('<button type="submit" form="op.logoutForm">Sair</button>')
    expect(page).not.toContain('<script>')
    // Not confirmed: the session goes on.
    expect(await (await agent.fetch('/realms/ponto/account')).text()).toContain('<dd>Rita Recursos Humanos</dd>')
  })

  it("refuses a logout that would return to another loopback port or path than the app's root", async () => {
    const agent = new Agent()
    const { config, tokens } = await login(agent, 'funcionario')
    for (const uri of ['http://127.0.0.1:1/x?y', `${base}/outra`]) {
      const query = new URLSearchParams({ id_token_hint: tokens.body.id_token ?? '', post_logout_redirect_uri: uri })
      const response = await agent.fetch(`${config.end_session_endpoint}?${query}`)
      expect(response.status).toBe(400)
      expect(await response.text()).not.toContain('op.logoutForm')
    }
  })

  it("accepts the app's callback on the issuer's origin and refuses another port or host", async () => {
    const ok = await authorize(new Agent())
    expect(ok.response.headers.get('location')).toMatch(/^\/realms\/ponto\/login-actions\//)
    for (const uri of ['http://localhost:9999/callback', 'http://evil.example/callback']) {
      const foreign = await authorize(new Agent(), uri)
      expect(foreign.response.status, uri).toBe(400)
      expect(foreign.response.headers.get('location')).toBeNull()
    }
  })
})
