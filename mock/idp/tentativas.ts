/**
 * Brute-force protection of the login form, as Keycloak's "temporary lockout": after LIMITE failed attempts in a row
 * for an account, it waits a minute, then twice as long after each further failure (at most 15 minutes). The caller
 * passes the account's id when the login names one (so its aliases share the count) and the typed name otherwise: any
 * name counts, so the answer tells nothing about which accounts exist. A successful login clears the count. The data
 * of each isolated database (e2e) counts apart.
 */
export const LIMITE = 5
const ESPERA_INICIAL_MS = 60_000
const ESPERA_MAXIMA_MS = 15 * 60_000
/**
 * Names remembered at most (an attacker's invented names must not fill the memory): past it the oldest entry that is
 * not locked goes, so a flood of new names never frees a locked account.
 */
export const MAXIMO_DE_CONTAS = 10_000

interface Falhas {
  seguidas: number
  bloqueadoAte: number
}

const falhas = new Map<string, Falhas>()

const chave = (banco: string, username: string) => `${banco}\u0000${username.trim().toLowerCase()}`

/** Milliseconds the username still has to wait before it may try again; 0 when it may. */
export function esperaRestante(banco: string, username: string, agora = Date.now()): number {
  return Math.max(0, (falhas.get(chave(banco, username))?.bloqueadoAte ?? 0) - agora)
}

export function registrarFalha(banco: string, username: string, agora = Date.now()): void {
  const k = chave(banco, username)
  const seguidas = (falhas.get(k)?.seguidas ?? 0) + 1
  const excesso = seguidas - LIMITE
  const bloqueadoAte = excesso < 0 ? 0 : agora + Math.min(ESPERA_INICIAL_MS * 2 ** excesso, ESPERA_MAXIMA_MS)
  falhas.delete(k)
  falhas.set(k, { seguidas, bloqueadoAte })
  if (falhas.size > MAXIMO_DE_CONTAS) esquecerUmaLivre(agora)
}

function esquecerUmaLivre(agora: number): void {
  for (const [k, f] of falhas) {
    if (f.bloqueadoAte <= agora) {
      falhas.delete(k)
      return
    }
  }
}

export function registrarSucesso(banco: string, username: string): void {
  falhas.delete(chave(banco, username))
}

/** 'Muitas tentativas sem sucesso. Tente novamente em 2 minutos.' */
export function mensagemDeEspera(ms: number): string {
  const minutos = Math.max(1, Math.ceil(ms / 60_000))
  return `Muitas tentativas sem sucesso. Tente novamente em ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`
}
