import type { UserManager } from 'oidc-client-ts'
import { salvarRascunhos, usuarioDosRascunhos } from '@/shared/lib'
import { queryClient } from '../bootstrap/query-client'
import { loginPath } from './login-path'

const LAST_LOGIN_KEY = 'ponto.login-redirect-at'
const LOOP_WINDOW_MS = 10_000
let sending = false

/**
 * AUTH-005: an expired or rejected session goes back to the login, keeping the current path.
 * If the identity service's single sign-on hands back a token the API rejects again within a few
 * seconds, the user is asked for credentials instead of looping through silent logins. What the user typed in an
 * open form is kept as a draft first and comes back after the login.
 */
export async function sendToLogin(userManager: UserManager): Promise<void> {
  if (sending) return
  sending = true
  // What the open forms hold is kept as drafts (while the session still names the user) and comes back after the login;
  // a change without a form is told after the login that it was not done.
  const comRascunho = salvarRascunhos()
  const usuario = usuarioDosRascunhos()
  try {
    if (!comRascunho) {
      await import('./acao-interrompida').then((m) => m.guardarAcaoInterrompida(queryClient, usuario)).catch(() => undefined)
    }
    const { pathname, search } = window.location
    const last = Number(sessionStorage.getItem(LAST_LOGIN_KEY) ?? 0)
    sessionStorage.setItem(LAST_LOGIN_KEY, String(Date.now()))
    await userManager.removeUser()
    if (Date.now() - last < LOOP_WINDOW_MS) {
      await userManager.signinRedirect({ prompt: 'login', state: { redirect: `${pathname}${search}` } })
      return
    }
    window.location.assign(loginPath(`${pathname}${search}`))
  } finally {
    sending = false
  }
}
