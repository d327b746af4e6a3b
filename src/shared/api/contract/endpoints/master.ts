import { z } from 'zod/mini'
import { PUBLICO, definirEndpoints } from '../endpoint'
import { documentar } from '../documentar'

/** AUTH-002: the identity service's settings (authority `{url}/realms/{realm}`); other adapter fields pass by. */
export const keycloakConfigSchema = z.object({
  realm: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
  clientId: z.string().check(z.minLength(1)),
})
documentar(keycloakConfigSchema, { id: 'KeycloakConfig' })
export type KeycloakConfig = z.infer<typeof keycloakConfigSchema>

export const masterEndpoints = definirEndpoints(() => ({
  'GET /api/master/tenants/keycloak-config': { acesso: PUBLICO, requisitos: ['AUTH-002'], resposta: keycloakConfigSchema },
}))
