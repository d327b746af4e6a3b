import express, { type NextFunction, type Request, type Response } from 'express'
import { dbFor, DB_HEADER, normalizeDbKey } from '../http/isolation'
import { findByLogin, keycloakClaims } from './claims'
import { SharedMemoryAdapter } from './adapter'
import { REALM_PATH } from './config'
import { providerFor, requestOrigin } from './provider'
import { bearerToken, verifyAccessToken } from './verify'
import { esperaRestante, mensagemDeEspera, registrarFalha, registrarSucesso } from './tentativas'
import { accountPage, errorPage, IDP_CONTENT_SECURITY_POLICY, LOGIN_ERROR, loginPage } from './views'

type AsyncHandler = (req: Request, res: Response) => Promise<void>

function handle(fn: AsyncHandler) {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).catch(next)
  }
}

function usuarios(req: Request) {
  return dbFor(normalizeDbKey(req.get(DB_HEADER))).usuarios
}

function loginAction(uid: string): string {
  return `${REALM_PATH}/login-actions/${encodeURIComponent(uid)}`
}

function sendHtml(res: Response, status: number, html: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(html)
}

const showInteraction: AsyncHandler = async (req, res) => {
  const provider = await providerFor(requestOrigin(req))
  const interaction = await provider.interactionDetails(req, res)
  if (interaction.uid !== req.params.uid) throw new Error('interação divergente')
  if (interaction.prompt.name === 'login') {
    const loginHint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : ''
    sendHtml(res, 200, loginPage({ action: loginAction(interaction.uid), username: loginHint }))
    return
  }
  // Only reached if a grant is missing (loadExistingGrant normally covers consent): grant what was asked.
  const accountId = interaction.session?.accountId
  const clientId = interaction.params.client_id
  if (!accountId || typeof clientId !== 'string') throw new Error('interação sem conta')
  const grant = interaction.grantId
    ? ((await provider.Grant.find(interaction.grantId)) ?? new provider.Grant({ accountId, clientId }))
    : new provider.Grant({ accountId, clientId })
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[]
    missingOIDCClaims?: string[]
    missingResourceScopes?: Record<string, string[]>
  }
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '))
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims)
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '))
  }
  const grantId = await grant.save()
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
}

const submitLogin: AsyncHandler = async (req, res) => {
  const provider = await providerFor(requestOrigin(req))
  const interaction = await provider.interactionDetails(req, res)
  if (interaction.uid !== req.params.uid || interaction.prompt.name !== 'login') throw new Error('interação divergente')
  const body = (req.body ?? {}) as Record<string, unknown>
  const username = typeof body.username === 'string' ? body.username : ''
  const password = typeof body.password === 'string' ? body.password : ''
  const banco = normalizeDbKey(req.get(DB_HEADER))
  const usuario = findByLogin(usuarios(req), username)
  // The account's aliases share its count; a name no account has counts by itself.
  const conta = usuario ? `conta:${usuario.id}` : `nome:${username}`
  const espera = esperaRestante(banco, conta)
  if (espera > 0) {
    res.set('Retry-After', String(Math.ceil(espera / 1000)))
    sendHtml(res, 429, loginPage({ action: loginAction(interaction.uid), username, error: mensagemDeEspera(espera) }))
    return
  }
  if (!usuario || usuario.password !== password) {
    registrarFalha(banco, conta)
    sendHtml(res, 200, loginPage({ action: loginAction(interaction.uid), username, error: LOGIN_ERROR }))
    return
  }
  registrarSucesso(banco, conta)
  await provider.interactionFinished(req, res, { login: { accountId: usuario.id } }, { mergeWithLastSubmission: false })
}

const showAccount: AsyncHandler = async (req, res) => {
  const origin = requestOrigin(req)
  const provider = await providerFor(origin)
  const session = await provider.Session.get(provider.createContext(req, res))
  const usuario = session.accountId ? usuarios(req).find((u) => u.id === session.accountId) : undefined
  sendHtml(res, 200, accountPage(usuario, `${origin}/`))
}

const sessions = new SharedMemoryAdapter('Session')

/** The token's login session still exists: Keycloak's userinfo refuses a token whose session ended (logout, expiry). */
async function sessaoViva(sid: unknown): Promise<boolean> {
  return typeof sid === 'string' && (await sessions.findByUid(sid)) !== undefined
}

/**
 * Keycloak's userinfo accepts its JWT access tokens while their login session lasts; oidc-provider's does not
 * accept JWTs, so it is served here.
 */
const userinfo: AsyncHandler = async (req, res) => {
  const token = bearerToken(req.get('authorization'))
  const payload = token ? await verifyAccessToken(token).catch(() => undefined) : undefined
  const usuario = payload && (await sessaoViva(payload.sid)) ? usuarios(req).find((u) => u.id === payload.sub) : undefined
  if (!usuario) {
    res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_token' })
    return
  }
  res.set('Cache-Control', 'no-store').json(keycloakClaims(usuario))
}

const oidc: AsyncHandler = async (req, res) => {
  const provider = await providerFor(requestOrigin(req))
  provider.callback()(req, res)
}

function interactionError(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(error)
    return
  }
  const message = error instanceof Error ? error.message : String(error)
  sendHtml(
    res,
    400,
    errorPage({ Motivo: 'A tela de login expirou ou não é mais válida. Volte ao Ponto e entre novamente.', Detalhe: message }),
  )
}

/** The identity provider's routes, to mount at /realms/ponto. */
export function idpRouter(): express.Router {
  const router = express.Router()
  router.use((_req, res, next) => {
    res.set({
      'Content-Security-Policy': IDP_CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    })
    next()
  })
  router.get('/account', handle(showAccount))
  router.all('/protocol/openid-connect/userinfo', handle(userinfo))
  router.get('/login-actions/:uid', handle(showInteraction), interactionError)
  router.post('/login-actions/:uid', express.urlencoded({ extended: false }), handle(submitLogin), interactionError)
  router.use(handle(oidc))
  return router
}
