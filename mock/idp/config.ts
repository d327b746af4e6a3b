import { errors } from 'oidc-provider'
import type { Configuration, Grant, KoaContextWithOIDC, TokenLike } from 'oidc-provider'
import type { JWK } from 'jose'
import { dbFor, DB_HEADER, normalizeDbKey } from '../http/isolation'
import { SharedMemoryAdapter } from './adapter'
import { keycloakClaims } from './claims'
import { CLIENT_ID, REALM } from './demo-users'
import { isAllowedAppOrigin } from './redirects'
import { errorPage, loggedOutPage, logoutPage } from './views'

/** Resource indicator of the Ponto API; its access tokens are JWTs with audience `ponto-web`. */
export const API_RESOURCE = 'urn:ponto:api'
export const API_SCOPE = 'openid profile email'
export const REALM_PATH = `/realms/${REALM}`
const REFRESH_TOKEN_TTL = 30 * 60
const SESSION_TTL = 10 * 60 * 60
const COOKIE_KEYS = ['ponto-mock-cookies-1', 'ponto-mock-cookies-0']

export function accessTokenTtl(): number {
  const fromEnv = Number(process.env.MOCK_ACCESS_TTL)
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 300
}

function accountFor(ctx: KoaContextWithOIDC | undefined, sub: string | undefined) {
  if (!sub) return undefined
  return dbFor(normalizeDbKey(ctx?.get(DB_HEADER))).usuarios.find((u) => u.id === sub)
}

async function findAccount(ctx: KoaContextWithOIDC, sub: string) {
  const usuario = accountFor(ctx, sub)
  if (!usuario) return undefined
  return { accountId: usuario.id, claims: () => keycloakClaims(usuario) }
}

/**
 * Keycloak claims in the JWT access token, read when the token is issued (so a refresh sees profile changes), with the
 * login session's id (`sid`): userinfo answers only while that session lasts.
 */
async function extraTokenClaims(ctx: KoaContextWithOIDC | undefined, token: TokenLike) {
  if (token.kind !== 'AccessToken') return undefined
  const usuario = accountFor(ctx, token.accountId)
  if (!usuario) return undefined
  const { sub: _sub, ...claims } = keycloakClaims(usuario)
  return token.sessionUid ? { ...claims, sid: token.sessionUid } : claims
}

/** Consent is implied (first-party client): the grant always covers what was requested. */
async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx
  const client = oidc.client
  const accountId = oidc.session?.accountId
  if (!client || !accountId) return undefined
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId)
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined
  const grant = existing?.accountId === accountId ? existing : new oidc.provider.Grant({ accountId, clientId: client.clientId })
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '))
  if (oidc.requestParamClaims.size) grant.addOIDCClaims([...oidc.requestParamClaims])
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    const scopes = [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope))
    if (scopes.length) grant.addResourceScope(indicator, scopes.join(' '))
  }
  await grant.save()
  return grant
}

async function getResourceServerInfo(_ctx: KoaContextWithOIDC, indicator: string) {
  if (indicator !== API_RESOURCE) throw new errors.InvalidTarget!()
  return {
    scope: API_SCOPE,
    audience: CLIENT_ID,
    accessTokenFormat: 'jwt',
    accessTokenTTL: accessTokenTtl(),
    jwt: { sign: { alg: 'RS256' } },
  }
}

function appUrl(ctx: KoaContextWithOIDC): string {
  return `${ctx.origin}/`
}

export function providerConfiguration(jwks: { keys: JWK[] }): Configuration {
  return {
    adapter: SharedMemoryAdapter,
    jwks,
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Ponto',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Placeholders, replaced by the overrides in provider.ts (redirects.ts): sign-in returns to the app's callback and
        // logout to the app's root, both on the issuer's origin.
        redirect_uris: ['http://localhost:5173/callback'],
        post_logout_redirect_uris: ['http://localhost:5173/'],
      },
    ],
    cookies: { keys: COOKIE_KEYS, long: { httpOnly: true, sameSite: 'lax' }, short: { httpOnly: true, sameSite: 'lax' } },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'cpf', 'celular', 'realm_access', 'resource_access'],
      email: ['email', 'email_verified'],
    },
    // No offline_access: an offline refresh token outlives the login session, so logout would not end it (the app never
    // asks for one; Keycloak's client goes without that optional scope, README).
    scopes: ['openid', 'profile', 'email'],
    conformIdTokenClaims: false,
    allowOmittingSingleRegisteredRedirectUri: false,
    clientBasedCORS: (ctx: KoaContextWithOIDC, origin: string) => origin === ctx.origin || isAllowedAppOrigin(origin),
    findAccount,
    extraTokenClaims,
    loadExistingGrant,
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${REALM_PATH}/login-actions/${interaction.uid}` },
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      jwks: '/protocol/openid-connect/certs',
      userinfo: '/protocol/openid-connect/userinfo',
      end_session: '/protocol/openid-connect/logout',
      revocation: '/protocol/openid-connect/revoke',
      introspection: '/protocol/openid-connect/token/introspect',
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          const pedidoPeloApp = typeof ctx.oidc.params?.id_token_hint === 'string' && ctx.oidc.params.id_token_hint !== ''
          ctx.body = logoutPage(form, { confirmar: !pedidoPeloApp, appUrl: appUrl(ctx) })
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.body = loggedOutPage(appUrl(ctx))
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx: unknown, _client: unknown, oneOf?: string | string[]) =>
          (Array.isArray(oneOf) ? oneOf[0] : oneOf) ?? API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo,
      },
    },
    renderError: async (ctx: KoaContextWithOIDC, out: Record<string, unknown>) => {
      ctx.type = 'html'
      ctx.body = errorPage(out)
    },
    ttl: {
      AccessToken: () => accessTokenTtl(),
      IdToken: () => accessTokenTtl(),
      AuthorizationCode: 60,
      RefreshToken: () => REFRESH_TOKEN_TTL,
      Interaction: 10 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
    },
  }
}
