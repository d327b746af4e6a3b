import { createContext, useContext } from 'react'
import type { Sessao } from './sessao'

export interface SessaoActions {
  sessao: Sessao | null
  /** Ends the session: clears every cached query and leaves through the identity service (AUTH-006). */
  logout: () => Promise<void>
  /** Renews the token so that changed attributes (cpf, celular) reach the session. */
  refresh: () => Promise<void>
}

export const SessaoContext = createContext<SessaoActions | null>(null)

function useSessaoActions(): SessaoActions {
  const value = useContext(SessaoContext)
  if (!value) throw new Error('SessaoContext ausente: use dentro do AuthGate da aplicação')
  return value
}

/** The logged-in user. Only inside the authenticated layout, where a session always exists. */
export function useSessao(): Sessao {
  const { sessao } = useSessaoActions()
  if (!sessao) throw new Error('Sem sessão: useSessao só pode ser usado em rotas autenticadas')
  return sessao
}

export function useOptionalSessao(): Sessao | null {
  return useSessaoActions().sessao
}

export function useLogout(): () => Promise<void> {
  return useSessaoActions().logout
}

export function useRefreshSessao(): () => Promise<void> {
  return useSessaoActions().refresh
}
