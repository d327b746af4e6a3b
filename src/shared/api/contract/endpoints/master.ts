import { PUBLICO, definirEndpoints } from '../endpoint'

export const masterEndpoints = definirEndpoints({
  'GET /api/master/tenants/keycloak-config': { acesso: PUBLICO, requisitos: ['AUTH-002'] },
})
