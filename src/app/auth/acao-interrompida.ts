import type { QueryClient } from '@tanstack/react-query'
import { showToast } from '@/shared/ui'

/*
 * A change refused because the session expired is not done. A form says so with its draft after the login; a change
 * without a form (Reabrir, a password reset, a button on the card) says it here, once, when the login returns. It goes
 * with the identity library (auth-bridge.tsx), not with the startup: sendToLogin imports it on demand.
 */

const CHAVE = 'ponto.acao-interrompida'
const VALIDADE_MS = 12 * 60 * 60 * 1000
/** A change refused for the session this long before the redirect still counts as the one that sent the user away. */
const RECUSA_RECENTE_MS = 30_000

export const MSG_ACAO_INTERROMPIDA = 'A sessão expirou antes de a última ação terminar: ela não foi feita. Confira e faça de novo.'

/** Before the redirect to the login: a change in flight, or one just refused for the session, was not done. */
export function guardarAcaoInterrompida(queryClient: QueryClient, usuario: string | undefined, agora = Date.now()): void {
  const interrompida = queryClient
    .getMutationCache()
    .getAll()
    .some(({ state }) => {
      const recusada = (state.error as { status?: unknown } | null)?.status === 401 && agora - state.submittedAt < RECUSA_RECENTE_MS
      return state.status === 'pending' || (state.status === 'error' && recusada)
    })
  if (!interrompida || !usuario) return
  try {
    sessionStorage.setItem(CHAVE, JSON.stringify({ usuario, em: agora }))
  } catch {
    // A full or blocked storage loses the notice, never the redirect.
  }
}

/** After the login: tells this user, once, that the change the expired session interrupted was not done. */
export function avisarAcaoInterrompida(usuario: string | undefined): void {
  if (tomarAcaoInterrompida(usuario)) showToast({ message: MSG_ACAO_INTERROMPIDA, timeoutMs: 20_000 })
}

/** After the login: whether this user's last change was interrupted by the expired session (told once). */
export function tomarAcaoInterrompida(usuario: string | undefined, agora = Date.now()): boolean {
  const texto = sessionStorage.getItem(CHAVE)
  if (!texto) return false
  sessionStorage.removeItem(CHAVE)
  try {
    const { usuario: de, em } = JSON.parse(texto) as { usuario?: string; em?: number }
    return de !== undefined && de === usuario && typeof em === 'number' && agora - em < VALIDADE_MS
  } catch {
    return false
  }
}
