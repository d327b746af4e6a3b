import { authorityOf, type KeycloakConfig } from './keycloak-config'
import { keycloakConfigSchema } from './keycloak-config.schema'

/** The identity-service settings this tab last started with (sessionStorage: this tab only, gone with it). */
const CHAVE = 'ponto.keycloak-config'

export function configDaAba(storage: Storage = sessionStorage): KeycloakConfig | null {
  try {
    const lida = keycloakConfigSchema.safeParse(JSON.parse(storage.getItem(CHAVE) ?? 'null'))
    return lida.success ? lida.data : null
  } catch {
    return null
  }
}

export function guardarConfigDaAba(config: KeycloakConfig, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(CHAVE, JSON.stringify(config))
  } catch {
    // A full or blocked storage only costs the next reload its head start.
  }
}

/** Whether two settings point at the same identity service and client (the session stored under one is the other's). */
export const mesmaConfig = (a: KeycloakConfig, b: KeycloakConfig): boolean => authorityOf(a) === authorityOf(b) && a.clientId === b.clientId
