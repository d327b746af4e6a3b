import { sessaoFromToken } from '@/entities/sessao'
import { configureHttp } from '@/shared/api'
import { configurarRascunhos } from '@/shared/lib'
import { getAuthSnapshot, identityReady } from './auth-store'
import { sendToLogin } from './send-to-login'

/** AUTH-005: a rejected session, or a failed token renewal, sends the user to log in again. */
export const onUnauthorized = () => void identityReady().then((identity) => sendToLogin(identity.userManager))

/**
 * The HTTP client sends the session's token, renews it once on a 401 and otherwise sends the user to log in. Set when
 * the app starts, before anything renders: a route's loader whose code is already in may call the API at once. The
 * forms' drafts learn here whose they are.
 */
export function configurarHttp(): void {
  const renewToken = async () => (await (await identityReady()).userManager.signinSilent())?.access_token ?? null
  configureHttp({ getToken: () => getAuthSnapshot().token, renewToken, onUnauthorized, baseUrl: import.meta.env.VITE_API_URL })
  configurarRascunhos({ usuario: usuarioDaSessao })
}

/** Whose a form's draft is: the session's user (`sub`), so a draft never goes back to another user. */
export function usuarioDaSessao(): string | undefined {
  const token = getAuthSnapshot().token
  try {
    return token ? sessaoFromToken(token, '').userid || undefined : undefined
  } catch {
    return undefined
  }
}
