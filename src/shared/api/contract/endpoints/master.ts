import { PUBLICO, definirEndpoints } from '../endpoint'

export const master = definirEndpoints({
  'GET /api/master/tenants/keycloak-config': { acesso: PUBLICO, requisitos: ['AUTH-002'] },
})
