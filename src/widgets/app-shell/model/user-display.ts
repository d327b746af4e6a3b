import type { Sessao } from '@/entities/sessao'

/** Keycloak's account management of the realm, served on the same origin (SHELL-003). */
export const ACCOUNT_URL = '/realms/ponto/account'

/** SHELL-002: the name, or the username when there is no name. */
export const displayName = (sessao: Sessao): string => sessao.name?.trim() || sessao.username

/** 'Ana Maria Souza' → 'AS'; a single word or a username gives its first two letters. */
export function initials(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : ''
  return (last ? `${first.charAt(0)}${last.charAt(0)}` : first.slice(0, 2)).toUpperCase()
}
